import type { SupportRequest, WebviewSystem } from '@veso/contract';
import { telHref } from '@veso/domain';
import type { GuardRedirectState } from '@veso/shop-core';
import {
  LOGIN_PATH,
  QueryView,
  selectIsSignedIn,
  useAppSelector,
  usePageTitle,
} from '@veso/shop-core';
import { DateTime } from '@veso/ui-kit';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import {
  useGetHelpVideosQuery,
  useGetSupportRequestsQuery,
  useGetSystemConfigQuery,
} from '../api/content-api';
import styles from '../content.module.css';
import { SupportForm } from './support-form';

/** Title of the contact page. */
export const CONTACT_TITLE = 'Liên hệ';

function SupportContact({ system }: { system: WebviewSystem }) {
  return (
    <>
      {system.maintenance.active ? (
        <p role="note" className={styles.notice}>
          {system.maintenance.message}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>Tổng đài</dt>
        <dd>
          <a href={telHref(system.supportPhone)} className={`${styles.link} ${styles.phone}`}>
            {system.supportPhone}
          </a>
        </dd>
        <dt>Thời gian</dt>
        <dd>{system.supportHours}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${system.supportEmail}`} className={styles.link}>
            {system.supportEmail}
          </a>
        </dd>
      </dl>
    </>
  );
}

function RequestCard({ request }: { request: SupportRequest }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.meta}>
        <h3 id={titleId} className={styles.label}>
          Yêu cầu #{request.id}
          {request.orderId !== null ? ` – đơn hàng ${request.orderId}` : ''}
        </h3>
        <span className={styles.chip}>{request.statusLabel}</span>
      </div>
      <p className={styles.meta}>
        <span>
          Gửi lúc <DateTime value={request.createdAt} />
        </span>
      </p>
      <p className={styles.message}>{request.message}</p>
      {request.reply !== null ? (
        <div className={styles.reply}>
          <p className={styles.label}>
            Phản hồi
            {request.repliedAt !== null ? (
              <>
                {' '}
                lúc <DateTime value={request.repliedAt} />
              </>
            ) : null}
          </p>
          <p className={styles.message}>{request.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

function MyRequests() {
  const requests = useGetSupportRequestsQuery({ page_index: 1, page_size: 20 });
  return (
    <QueryView
      query={requests}
      isEmpty={(data) => data.items.length === 0}
      emptyTitle="Chưa có yêu cầu nào"
      emptyMessage="Các yêu cầu quý khách gửi và phản hồi của bộ phận hỗ trợ sẽ hiện ở đây."
      loadingLabel="Đang tải yêu cầu hỗ trợ"
    >
      {(data) => (
        <ul className={styles.list}>
          {data.items.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function HelpVideos() {
  const videos = useGetHelpVideosQuery();
  return (
    <QueryView
      query={videos}
      isEmpty={(data) => data.items.length === 0}
      emptyTitle="Chưa có video hướng dẫn"
      loadingLabel="Đang tải video hướng dẫn"
    >
      {(data) => (
        <ul className={styles.list}>
          {data.items.map((video) => (
            <li key={video.id}>
              <a href={video.videoLink} className={styles.link} target="_blank" rel="noreferrer">
                {video.title}
              </a>
              {video.description ? <p className={styles.updated}>{video.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/**
 * `/lien-he`: the support phone (spec §9), hours and e-mail from the server's system
 * config; the support request form and the customer's requests with the answers (signed
 * in; guests are offered sign-in, coming back here); the operator's help videos.
 */
export function ContactPage() {
  usePageTitle(CONTACT_TITLE);
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const loginState: GuardRedirectState = { from: `${location.pathname}${location.search}` };
  const system = useGetSystemConfigQuery();
  const ids = { contact: useId(), form: useId(), mine: useId(), videos: useId() };
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={ids.contact}>
        <h2 id={ids.contact} className={styles.sectionTitle}>
          Tổng đài hỗ trợ khách hàng
        </h2>
        <QueryView query={system} loadingLabel="Đang tải thông tin liên hệ">
          {(data) => <SupportContact system={data} />}
        </QueryView>
      </section>
      <section className={styles.section} aria-labelledby={ids.form}>
        <h2 id={ids.form} className={styles.sectionTitle}>
          Gửi yêu cầu hỗ trợ
        </h2>
        {signedIn ? (
          <SupportForm />
        ) : (
          <p>
            Quý khách vui lòng{' '}
            <Link to={LOGIN_PATH} state={loginState} className={styles.link}>
              đăng nhập
            </Link>{' '}
            để gửi yêu cầu hỗ trợ và theo dõi phản hồi.
          </p>
        )}
      </section>
      {signedIn ? (
        <section className={styles.section} aria-labelledby={ids.mine}>
          <h2 id={ids.mine} className={styles.sectionTitle}>
            Yêu cầu của tôi
          </h2>
          <MyRequests />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby={ids.videos}>
        <h2 id={ids.videos} className={styles.sectionTitle}>
          Video hướng dẫn
        </h2>
        <HelpVideos />
      </section>
    </div>
  );
}
