import { API_BASES, APP_VERSION, OS_TYPE } from '@veso/contract';
import {
  getSessionCookie,
  QueryView,
  selectAccountId,
  selectEmbedParams,
  selectIsEmbed,
  selectIsSignedIn,
  SHOP_VERSION,
  useAppConfigState,
  useAppSelector,
  usePageTitle,
} from '@veso/shop-core';
import { Button, YesNoDialog } from '@veso/ui-kit';
import { Fragment, useId, useState } from 'react';
import styles from '../customer/customer-info.module.css';

/** Title of the technical page. */
export const DATA_DEBUG_TITLE = 'Thông tin kỹ thuật';
/** Shown after local state was cleared, until the page reloads. */
export const CLEARED_MESSAGE = 'Đã xoá dữ liệu lưu trên thiết bị. Trang sẽ tải lại.';

const FLAG_LABELS = {
  useCart: 'Giỏ hàng',
  multiplePeriods: 'Mua nhiều kỳ',
  groupKeno: 'Keno nhóm',
  groupPlay: 'Nhóm mua chung',
} as const;

/**
 * The build of the running shell: the hashed name of its entry script (`index-<hash>.js`),
 * which changes with every build; 'dev' when served unbundled.
 */
export function currentBuild(doc: Document = document): string {
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'));
  const entry = scripts.map((script) => script.src).find((src) => /\/assets\/[^/]+\.js$/.test(src));
  return entry ? (entry.split('/').pop() ?? 'dev') : 'dev';
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export type DataDebugPageProps = {
  /** Reloads the page after clearing; `location.reload()` by default (a seam for tests). */
  reload?: () => void;
  /** Where the shop keeps local state; the browser's by default. */
  storages?: Storage[];
};

/**
 * `/data-debug`: what support staff ask for — app version and build, the API base, the
 * session as the app sees it (never the token), the feature flags of the app config — and
 * a button that clears what the app keeps on this device (cart, flags) but not the session.
 */
export function DataDebugPage({
  reload = () => window.location.reload(),
  storages = [window.localStorage, window.sessionStorage],
}: DataDebugPageProps) {
  usePageTitle(DATA_DEBUG_TITLE);
  const ids = { app: useId(), session: useId(), flags: useId() };
  const signedIn = useAppSelector(selectIsSignedIn);
  const accountId = useAppSelector(selectAccountId);
  const embed = useAppSelector(selectIsEmbed);
  const embedParams = useAppSelector(selectEmbedParams);
  const config = useAppConfigState();
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState(false);

  function clearLocalState() {
    for (const storage of storages) storage.clear();
    setConfirming(false);
    setCleared(true);
    reload();
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className={styles.page}>
      <section aria-labelledby={ids.app}>
        <h2 id={ids.app} className={styles.label}>
          Ứng dụng
        </h2>
        <Facts
          rows={[
            ['Phiên bản', SHOP_VERSION],
            ['Phiên bản cấu hình', `${APP_VERSION} (os_type ${OS_TYPE})`],
            ['Bản dựng', currentBuild()],
            ['Địa chỉ API', `${origin}${API_BASES.main}`],
            ['Trình duyệt', typeof navigator === 'undefined' ? '' : navigator.userAgent],
          ]}
        />
      </section>
      <section aria-labelledby={ids.session}>
        <h2 id={ids.session} className={styles.label}>
          Phiên đăng nhập
        </h2>
        <Facts
          rows={[
            ['Trạng thái', signedIn ? 'Đã đăng nhập' : 'Chưa đăng nhập'],
            ['Tài khoản', accountId ?? '—'],
            ['Chế độ nhúng', embed ? `Có (đối tác ${embedParams?.source ?? 'không rõ'})` : 'Không'],
            ['Mã phiên', getSessionCookie() ? 'Có (ẩn)' : 'Không có'],
          ]}
        />
      </section>
      <section aria-labelledby={ids.flags}>
        <h2 id={ids.flags} className={styles.label}>
          Tính năng
        </h2>
        <QueryView query={config} loadingLabel="Đang tải cấu hình">
          {(data) => (
            <Facts
              rows={[
                ...(Object.keys(FLAG_LABELS) as (keyof typeof FLAG_LABELS)[]).map(
                  (flag): [string, string] => [
                    FLAG_LABELS[flag],
                    data.features[flag] ? 'Bật' : 'Tắt',
                  ],
                ),
                [
                  'Sản phẩm tạm dừng',
                  data.pausedProducts.map((p) => p.productId).join(', ') || '—',
                ],
                ['Sản phẩm sắp ra mắt', data.comingSoonProducts.join(', ') || '—'],
              ]}
            />
          )}
        </QueryView>
      </section>
      <div role="status">{cleared ? <p>{CLEARED_MESSAGE}</p> : null}</div>
      <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
        Xoá dữ liệu trên thiết bị
      </Button>
      <YesNoDialog
        open={confirming}
        title="Xoá dữ liệu trên thiết bị?"
        message="Giỏ hàng và các lựa chọn lưu trên thiết bị này sẽ bị xoá. Quý khách vẫn giữ đăng nhập."
        yesLabel="Xoá"
        noLabel="Huỷ"
        destructive
        onYes={clearLocalState}
        onNo={() => setConfirming(false)}
      />
    </div>
  );
}

/** As routed: the browser's reload and storages. */
export function RoutedDataDebugPage() {
  return <DataDebugPage />;
}
