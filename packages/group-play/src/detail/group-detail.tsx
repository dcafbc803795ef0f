import type { GroupDetail, GroupItem } from '@veso/contract';
import { formatMoney } from '@veso/domain';
import { useAppDispatch } from '@veso/shop-core';
import { Button, DateTime, Money, YesNoDialog } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { GroupBadge } from '../card/group-card';
import { groupFacts } from '../card/group-facts';
import { ShareProgress } from '../card/progress-bar';
import { MEMBER_STATE_LABELS } from '../card/status';
import { KINDS } from '../kinds';
import { leaveGroup } from '../state/group-flow';
import styles from '../styles';

function padded(n: number): string {
  return String(n).padStart(2, '0');
}

/** A ticket's number sets as the group bought them ('01 02 03 04 05 06'). */
export function itemText(item: GroupItem): string[] {
  return item.numberInfos.map((info) => {
    const numbers = info.numbers.map(padded).join(' ');
    return info.special !== null ? `${numbers} | ĐB ${padded(info.special)}` : numbers;
  });
}

export const LEAVE_LABEL = 'Rời nhóm';
export const LEFT_MESSAGE = 'Bạn đã rời nhóm, tiền góp đã được hoàn lại tài khoản chính.';

/** The customer's part of a group: shares, money held/paid/refunded, prize. */
function MinePart({ group }: { group: GroupDetail }) {
  const titleId = useId();
  const mine = group.mine;
  if (!mine) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legend}>
        Phần của bạn{mine.isLeader ? ' (trưởng nhóm)' : ''}
      </h2>
      <dl className={styles.facts}>
        <dt>Cổ phần</dt>
        <dd>
          {mine.shares}/{group.totalShares}
        </dd>
        <dt>{MEMBER_STATE_LABELS[mine.state]}</dt>
        <dd>
          <Money amount={mine.amount} />
        </dd>
        {group.groupStatusWin === 1 ? (
          <>
            <dt>Tiền thưởng của bạn</dt>
            <dd>
              <Money amount={mine.prizeGross} />
            </dd>
            <dt>Thuế thu nhập cá nhân</dt>
            <dd>
              <Money amount={mine.prizeTax} />
            </dd>
            <dt>Đã cộng vào tài khoản thưởng</dt>
            <dd>
              <strong data-testid="my-prize">{formatMoney(mine.prizeNet)}</strong>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function LeaveAction({ group }: { group: GroupDetail }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const mine = group.mine;
  if (!mine || mine.state !== 'held' || group.status !== 'open') {
    return message ? <p role="status">{message.text}</p> : null;
  }
  async function leave() {
    setBusy(true);
    const outcome = await dispatch(leaveGroup(group.groupId));
    setBusy(false);
    setOpen(false);
    setMessage(
      outcome.ok ? { text: LEFT_MESSAGE, error: false } : { text: outcome.message, error: true },
    );
  }
  return (
    <>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : undefined}
        >
          {message.text}
        </p>
      ) : null}
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        {LEAVE_LABEL}
      </Button>
      <YesNoDialog
        open={open}
        title="Rời nhóm?"
        message={
          mine.isLeader
            ? 'Bạn là trưởng nhóm: rời nhóm sẽ huỷ nhóm và hoàn tiền cho mọi thành viên.'
            : `Bạn sẽ được hoàn lại ${formatMoney(mine.amount)} vào tài khoản chính.`
        }
        yesLabel={LEAVE_LABEL}
        noLabel="Ở lại"
        destructive
        loading={busy}
        onYes={() => void leave()}
        onNo={() => setOpen(false)}
      />
    </>
  );
}

export type GroupDetailViewProps = {
  group: GroupDetail;
  /** The buy action (a link to gop-co-phan, or the share picker itself). */
  buy?: ReactNode;
  /** The printed tickets (with their images) — the customer's own view. */
  tickets?: ReactNode;
};

/**
 * One group: its badge and progress (spec §4), facts, the tickets it buys, its members with
 * their shares, the customer's part (held, paid, refunded; the prize once won) and leaving
 * while it is not full.
 */
export function GroupDetailView({ group, buy, tickets }: GroupDetailViewProps) {
  const ticketsId = useId();
  const membersId = useId();
  return (
    <>
      <div className={styles.groupCard}>
        <div className={styles.spread}>
          <span className={styles.muted}>{KINDS[group.kind].label}</span>
          <GroupBadge
            sold={group.soldShares}
            total={group.totalShares}
            groupStatusWin={group.groupStatusWin}
          />
        </div>
        <ShareProgress sold={group.soldShares} total={group.totalShares} />
        <dl className={styles.facts}>
          <dt>Giá 1 cổ phần</dt>
          <dd>{formatMoney(group.sharePrice)}</dd>
          <dt>Tổng tiền vé</dt>
          <dd>{formatMoney(group.totalAmount)}</dd>
          {groupFacts(group).map((fact) => (
            <Fact key={fact.term} term={fact.term} value={fact.value} />
          ))}
        </dl>
      </div>
      <MinePart group={group} />
      {buy}
      <LeaveAction group={group} />
      <section className={styles.card} aria-labelledby={ticketsId}>
        <h2 id={ticketsId} className={styles.legend}>
          Vé của nhóm
        </h2>
        {group.items.length === 0 ? (
          <p className={styles.muted}>Trưởng nhóm chưa thêm vé.</p>
        ) : (
          <ul className={styles.list}>
            {group.items.map((item, index) => (
              <li key={index} className={styles.item}>
                <span className={styles.itemTitle}>
                  Vé {index + 1}: {group.productName} · {item.lines} bộ số ·{' '}
                  <Money amount={item.price} />
                </span>
                {itemText(item).map((line, set) => (
                  <span key={set} className={styles.balls}>
                    {line}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
        {tickets}
      </section>
      <section className={styles.card} aria-labelledby={membersId}>
        <h2 id={membersId} className={styles.legend}>
          Thành viên ({group.memberCount})
        </h2>
        <ul className={styles.members}>
          {group.members.map((member, index) => (
            <li key={index} className={styles.member}>
              <span>
                {member.name}
                {member.isLeader ? ' · Trưởng nhóm' : ''}
                <br />
                <span className={styles.muted}>
                  <DateTime value={member.joinedAt} />
                </span>
              </span>
              <span>
                {member.shares} cổ phần
                {member.prizeGross > 0 ? (
                  <>
                    <br />
                    <Money amount={member.prizeGross} />
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
