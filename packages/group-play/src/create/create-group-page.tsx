import { GROUP_MESSAGES } from '@veso/contract';
import type { GroupConfig, GroupKind, GroupProduct } from '@veso/contract';
import {
  Code,
  DRAW_CALENDARS,
  formatMoney,
  getProduct,
  GROUP_PLAY_RULES,
  messageForCode,
  minLeaderShares,
  salesStatus,
  sharePriceOf,
} from '@veso/domain';
import {
  numberSetPrice,
  padNumber,
  pickDistinct,
  QueryView,
  RequireAuth,
  useAppDispatch,
  useNow,
  useUserInfo,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { Button, BuyBar, Money, NumberGrid, TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useGetGroupConfigQuery } from '../api/group-api';
import { FailureAlert, GroupScreen } from '../shared/group-screen';
import { KINDS, sharePath } from '../kinds';
import { GROUP_PLAY_PATHS } from '../paths';
import { addGroupTicket, reserveGroup } from '../state/group-flow';
import styles from '../styles';

/** The products a group picks numbers for on this screen (a bao group: Mega and Power only). */
type NumberProduct = Extract<GroupProduct, 'mega645' | 'power655' | 'keno'>;
const NUMBER_PRODUCTS: Record<CreatableKind, readonly NumberProduct[]> = {
  'cung-chon-so': ['mega645', 'power655', 'keno'],
  'mua-chung-ve-bao': ['mega645', 'power655'],
};

/** A Keno ticket's level: how many numbers its line holds (1–10). */
const KENO_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const DEFAULT_KENO_LEVEL = 5;

/** Spec §8 code 104, what the server answers to a Keno group outside Keno's sales hours. */
export const KENO_CLOSED_MESSAGE = messageForCode(Code.KENO_CLOSED);

/** Keno's daily sales hours ('08:15–22:00'), from its draw calendar. */
function kenoHoursText(): string {
  const hours = DRAW_CALENDARS.keno.salesHours;
  return hours ? `${hours.from}–${hours.to}` : '';
}

/** Why the group cannot be created yet: no full ticket, or a ticket left half chosen. */
function notReadyMessage(count: number, tickets: number): string {
  return tickets === 0
    ? `Vui lòng chọn đủ ${count} số cho vé của nhóm.`
    : `Vui lòng chọn đủ ${count} số hoặc xoá số đang chọn.`;
}

/** The creatable kinds: choose numbers together, share a bao ticket. */
export type CreatableKind = Extract<GroupKind, 'cung-chon-so' | 'mua-chung-ve-bao'>;

/** Default shares of a new group: a 10.000đ ticket in 10 shares of 1.000đ. */
export const DEFAULT_SHARES = 10;

function baoSizes(product: NumberProduct): number[] {
  const form = getProduct(product)?.playForms.find((f) => f.kind === 'bao');
  return form && form.kind === 'bao' ? [...form.sizes] : [];
}

function numberSet(kind: CreatableKind, numbers: number[]): NumberSet {
  return {
    numbers,
    form: kind === 'mua-chung-ve-bao' ? 'bao' : 'single',
    special: null,
    specials: [],
    chosenAuto: false,
  };
}

function CreateForm({ kind, config }: { kind: CreatableKind; config: GroupConfig }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useUserInfo();
  const ids = {
    name: useId(),
    product: useId(),
    size: useId(),
    level: useId(),
    shares: useId(),
    summary: useId(),
  };
  const now = useNow(10_000);
  const products = NUMBER_PRODUCTS[kind].filter((p) =>
    config.products.some((c) => c.product === p),
  );
  // `?product=keno` opens the form on that product (a link from a game's page).
  const [search] = useSearchParams();
  const asked = products.find((p) => p === search.get('product'));
  const [product, setProduct] = useState<NumberProduct>(asked ?? products[0] ?? 'mega645');
  const sizes = baoSizes(product);
  const [size, setSize] = useState<number>(sizes.includes(7) ? 7 : (sizes[0] ?? 7));
  const [level, setLevel] = useState<number>(DEFAULT_KENO_LEVEL);
  const pick = getProduct(product)?.pick;
  const keno = product === 'keno';
  const count = kind === 'mua-chung-ve-bao' ? size : keno ? level : (pick?.count ?? 6);
  const [numbers, setNumbers] = useState<number[]>([]);
  /** Tickets kept with 'Thêm vé khác' (the grid holds the next one). */
  const [saved, setSaved] = useState<number[][]>([]);
  /** The draft once reserved, and how many of its tickets the server has. */
  const [draft, setDraft] = useState<{ groupId: number; added: number } | null>(null);
  const [name, setName] = useState('');
  const [shares, setShares] = useState(
    Math.min(Math.max(DEFAULT_SHARES, config.minShares), config.maxShares),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!pick) return null;
  const set = numberSet(kind, numbers);
  const complete = numbers.length === count;
  const tickets = complete ? [...saved, numbers] : saved;
  const price = tickets.reduce(
    (sum, ticket) => sum + numberSetPrice(product, numberSet(kind, ticket), 1),
    0,
  );
  const ready = tickets.length > 0 && (numbers.length === 0 || complete);
  const sharesValid =
    Number.isInteger(shares) && shares >= config.minShares && shares <= config.maxShares;
  const sharePrice = ready && sharesValid ? sharePriceOf(price, shares) : null;
  const leaderMin = sharesValid ? minLeaderShares(shares, config.minLeaderPercent) : null;
  const kenoSales = keno ? salesStatus('keno', now) : null;
  const kenoClosed = kenoSales?.open === false && kenoSales.reason === 'outsideSalesHours';
  const problem = kenoClosed
    ? KENO_CLOSED_MESSAGE
    : !sharesValid
      ? GROUP_MESSAGES.totalShares(config.minShares, config.maxShares)
      : ready && sharePrice === null
        ? GROUP_MESSAGES.notDivisible(price, shares)
        : null;
  const locked = draft !== null;

  function numberInfosOf(ticket: number[]) {
    return [{ numbers: [...ticket].sort((a, b) => a - b), form: set.form }];
  }

  function changeProduct(next: NumberProduct) {
    setProduct(next);
    setNumbers([]);
    setSaved([]);
    const nextSizes = baoSizes(next);
    if (!nextSizes.includes(size)) setSize(nextSizes.includes(7) ? 7 : (nextSizes[0] ?? 7));
  }

  /** Reserves the draft with the first ticket, then adds the others; a retry goes on from where it stopped. */
  async function create() {
    if (!ready || problem !== null) return;
    setBusy(true);
    setFailure(null);
    let progress = draft;
    if (progress === null) {
      const first = tickets[0] ?? numbers;
      const outcome = await dispatch(
        reserveGroup({
          kind,
          product,
          totalShares: shares,
          ...(name.trim() ? { name: name.trim() } : {}),
          numberInfos: numberInfosOf(first),
        }),
      );
      if (!outcome.ok) {
        setBusy(false);
        setFailure(outcome.message);
        return;
      }
      progress = { groupId: outcome.data.groupId, added: 1 };
      setDraft(progress);
    }
    for (let index = progress.added; index < tickets.length; index += 1) {
      const ticket = tickets[index] ?? [];
      const added = await dispatch(
        addGroupTicket({ groupId: progress.groupId, numberInfos: numberInfosOf(ticket) }),
      );
      if (!added.ok) {
        setBusy(false);
        setFailure(added.message);
        return;
      }
      progress = { ...progress, added: index + 1 };
      setDraft(progress);
    }
    setBusy(false);
    void navigate(
      kind === 'mua-chung-ve-bao'
        ? GROUP_PLAY_PATHS.baoTogetherPayment
        : sharePath(kind, progress.groupId),
    );
  }

  return (
    <form
      className={styles.page}
      style={{ padding: 0 }}
      aria-describedby={ids.summary}
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <section className={styles.card} aria-label="Thông tin khách hàng">
        <h2 className={styles.legend}>Thông tin khách hàng</h2>
        <QueryView query={user} loadingLabel="Đang tải thông tin khách hàng">
          {(info) => (
            <dl className={styles.facts}>
              <dt>Trưởng nhóm</dt>
              <dd>{info.fullname ?? 'Chưa cập nhật họ tên'}</dd>
              <dt>Số tài khoản</dt>
              <dd>{info.account_id}</dd>
              <dt>Số dư</dt>
              <dd>
                <Money amount={info.balance} />
              </dd>
            </dl>
          )}
        </QueryView>
        <Link to="/cap-nhat-thong-tin-tai-khoan">Cập nhật thông tin</Link>
      </section>

      <fieldset className={styles.plain} disabled={locked}>
        <section className={styles.card} aria-label="Thông tin nhóm">
          <h2 className={styles.legend}>Thông tin nhóm</h2>
          <TextField
            id={ids.name}
            label="Tên nhóm (không bắt buộc)"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <label htmlFor={ids.product} className={styles.legend}>
            Sản phẩm
          </label>
          <select
            id={ids.product}
            className={styles.select}
            value={product}
            onChange={(event) => changeProduct(event.target.value as NumberProduct)}
          >
            {products.map((p) => (
              <option key={p} value={p}>
                {getProduct(p)?.name ?? p}
              </option>
            ))}
          </select>
          {kind === 'mua-chung-ve-bao' ? (
            <>
              <label htmlFor={ids.size} className={styles.legend}>
                Loại vé bao
              </label>
              <select
                id={ids.size}
                className={styles.select}
                value={size}
                onChange={(event) => {
                  setSize(Number(event.target.value));
                  setNumbers([]);
                  setSaved([]);
                }}
              >
                {sizes.map((s) => (
                  <option key={s} value={s}>
                    Bao {s} số
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {keno ? (
            <>
              <label htmlFor={ids.level} className={styles.legend}>
                Bậc Keno
              </label>
              <select
                id={ids.level}
                className={styles.select}
                value={level}
                onChange={(event) => {
                  setLevel(Number(event.target.value));
                  setNumbers([]);
                  setSaved([]);
                }}
              >
                {KENO_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    Bậc {l} (chọn {l} số)
                  </option>
                ))}
              </select>
              <p className={styles.muted}>
                Keno bán từ {kenoHoursText()} hằng ngày; nhóm mua vé cho kỳ Keno gần nhất còn đủ
                thời gian góp cổ phần.
              </p>
            </>
          ) : null}
          <TextField
            id={ids.shares}
            label="Số cổ phần của nhóm"
            type="number"
            inputMode="numeric"
            min={config.minShares}
            max={config.maxShares}
            value={Number.isNaN(shares) ? '' : String(shares)}
            onChange={(event) => setShares(Number(event.target.value))}
          />
          <p className={styles.muted}>
            Nhóm mua vé cho kỳ quay gần nhất còn mở bán; hạn góp cổ phần là{' '}
            {config.deadlineMarginMinutes} phút trước giờ ngừng bán. Trưởng nhóm góp ít nhất{' '}
            {config.minLeaderPercent}%, mỗi thành viên tối đa {config.maxMemberPercent}% số cổ phần.
          </p>
        </section>

        <NumberGrid
          key={`${product}-${count}`}
          label={`Chọn ${count} số`}
          min={pick.min}
          max={pick.max}
          maxSelected={count}
          selected={numbers}
          onToggle={(n) =>
            setNumbers((all) => (all.includes(n) ? all.filter((x) => x !== n) : [...all, n]))
          }
        />
        <div className={styles.row}>
          <Button
            variant="secondary"
            onClick={() => setNumbers(pickDistinct(count, pick.min, pick.max, Math.random))}
          >
            Chọn nhanh
          </Button>
          <Button variant="ghost" onClick={() => setNumbers([])} disabled={numbers.length === 0}>
            Xoá số
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setSaved([...saved, numbers]);
              setNumbers([]);
            }}
            disabled={!complete || saved.length + 1 >= GROUP_PLAY_RULES.maxTickets}
          >
            Thêm vé khác
          </Button>
        </div>
        {saved.length > 0 ? (
          <ul className={styles.list} aria-label="Vé đã chọn">
            {saved.map((ticket, index) => (
              <li key={index} className={styles.spread}>
                <span className={styles.balls}>
                  Vé {index + 1}:{' '}
                  {[...ticket]
                    .sort((a, b) => a - b)
                    .map((n) => padNumber(n))
                    .join(' ')}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setSaved(saved.filter((_, i) => i !== index))}
                >
                  Xoá vé {index + 1}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <section
        id={ids.summary}
        className={styles.card}
        aria-label="Tóm tắt nhóm"
        aria-live="polite"
      >
        <p className={styles.spread}>
          <span>Đã chọn</span>
          <span className={styles.balls}>
            {numbers.length}/{count}
          </span>
        </p>
        <p className={styles.spread}>
          <span>Số vé</span>
          <span>{tickets.length}</span>
        </p>
        <p className={styles.spread}>
          <span>Giá 1 cổ phần</span>
          <strong data-testid="create-share-price">
            {sharePrice !== null ? formatMoney(sharePrice) : '—'}
          </strong>
        </p>
        {leaderMin !== null ? (
          <p className={styles.muted}>Trưởng nhóm góp tối thiểu {leaderMin} cổ phần.</p>
        ) : null}
      </section>
      <BuyBar
        label="Tổng giá vé"
        total={ready ? price : 0}
        detail={`${tickets.length} vé`}
        disabledReason={problem ?? (ready ? null : notReadyMessage(count, tickets.length))}
        message={<FailureAlert message={failure} />}
        actions={[
          {
            label: locked ? 'Thêm tiếp vé vào nhóm' : 'Tạo nhóm và góp cổ phần',
            type: 'submit',
            loading: busy,
          },
        ]}
      />
    </form>
  );
}

/**
 * The create flow's customer-info step (/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang
 * and /nhom-mua-chung/mua-chung-ve-bao/thong-tin-khach-hang): the leader (the signed-in
 * customer), the group's product, shares and numbers with the ticket and share price live
 * from the domain; 'Tạo nhóm' reserves the draft group, then the leader buys their own
 * shares, which publishes it.
 */
export function CreateGroupPage({ kind }: { kind: CreatableKind }) {
  return (
    <GroupScreen title={`Tạo nhóm ${KINDS[kind].label.toLowerCase()}`} gated>
      <RequireAuth>
        <ConfiguredForm kind={kind} />
      </RequireAuth>
    </GroupScreen>
  );
}

function ConfiguredForm({ kind }: { kind: CreatableKind }) {
  const config = useGetGroupConfigQuery();
  return (
    <QueryView query={config} loadingLabel="Đang tải quy định tạo nhóm">
      {(data) => <CreateForm kind={kind} config={data} />}
    </QueryView>
  );
}

export const ChooseTogetherCreatePage = () => <CreateGroupPage kind="cung-chon-so" />;
export const BaoTogetherCreatePage = () => <CreateGroupPage kind="mua-chung-ve-bao" />;
