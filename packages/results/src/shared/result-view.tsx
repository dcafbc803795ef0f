import type { DrawResult, Jackpot, PrizeTier, ResultGroup, ResultNumbers } from '@veso/contract';
import { formatCount } from '@veso/domain';
import { Money } from '@veso/ui-kit';
import { pad2 } from './products';
import styles from './results.module.css';
import { DataTable } from './data-table';

export type BallsProps = {
  numbers: readonly number[];
  /** Accessible name of the list. */
  label: string;
  /** Numbers to outline (e.g. the checked ticket's matches). */
  hits?: ReadonlySet<number>;
};

/** Drawn numbers as balls, a list with an accessible name. */
export function Balls({ numbers, label, hits }: BallsProps) {
  return (
    <ol className={styles.balls} aria-label={label}>
      {numbers.map((number, index) => (
        <li
          key={`${index}-${number}`}
          className={`${styles.ball} ${hits?.has(number) ? styles.ballHit : ''}`}
        >
          {pad2(number)}
        </li>
      ))}
    </ol>
  );
}

function GroupTable({ groups, caption }: { groups: readonly ResultGroup[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={['Giải', 'Số trúng']}>
      {groups.map((group) => (
        <tr key={group.name}>
          <th scope="row">{group.name}</th>
          <td>
            <span className={styles.numbers}>
              {group.numbers.map((number, index) => (
                <span key={`${index}-${number}`}>{number}</span>
              ))}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The numbers of a draw in its product's shape: balls, prize groups or provinces. */
export function ResultNumbersView({ result, name }: { result: ResultNumbers; name: string }) {
  if (result.kind === 'balls') {
    return (
      <div className={styles.card}>
        <Balls numbers={result.numbers} label={`Các số trúng thưởng ${name}`} />
        {result.bonus !== null && (
          <p className={styles.muted}>
            Số đặc biệt (bonus): <strong>{pad2(result.bonus)}</strong>
          </p>
        )}
        {result.special !== null && (
          <p className={styles.muted}>
            Số đặc biệt: <strong>{pad2(result.special)}</strong>
          </p>
        )}
        {result.summary !== null && (
          <p className={styles.muted}>
            Lớn {result.summary.big} – Nhỏ {result.summary.small} · Chẵn {result.summary.even} – Lẻ{' '}
            {result.summary.odd}
          </p>
        )}
      </div>
    );
  }
  if (result.kind === 'groups') {
    return (
      <>
        <GroupTable groups={result.groups} caption={`Kết quả ${name}`} />
        {result.specialSeries.length > 0 && (
          <p className={styles.muted}>Ký hiệu trúng Đặc biệt: {result.specialSeries.join(', ')}</p>
        )}
      </>
    );
  }
  if (result.provinces.length === 0) return <p className={styles.muted}>Chưa có kết quả.</p>;
  return (
    <>
      {result.provinces.map((province) => (
        <GroupTable
          key={province.province}
          groups={province.groups}
          caption={`${name} – ${province.province}`}
        />
      ))}
    </>
  );
}

/** Prize per tier of a draw; pari-mutuel tiers show the jackpot pool instead of a fixed amount. */
export function PrizeTable({
  prizes,
  jackpot,
  caption = 'Cơ cấu giải thưởng',
}: {
  prizes: readonly PrizeTier[];
  jackpot: Jackpot | null;
  caption?: string;
}) {
  if (prizes.length === 0) return null;
  const pool = (tier: PrizeTier) => {
    if (tier.amount !== null) return <Money amount={tier.amount} />;
    if (jackpot === null) return 'Chia theo quỹ giải';
    const value = tier.id === 'jackpot2' ? jackpot.jackpot2 : jackpot.jackpot;
    return value === null ? 'Chia theo quỹ giải' : <Money amount={value} />;
  };
  return (
    <DataTable caption={caption} columns={['Giải', 'Trùng khớp', 'Số lượng giải', 'Giá trị giải']}>
      {prizes.map((tier) => (
        <tr key={tier.id}>
          <th scope="row">{tier.name}</th>
          <td>{tier.condition}</td>
          <td>{tier.winners === null ? '—' : formatCount(tier.winners)}</td>
          <td>{pool(tier)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The jackpot pools of a draw or period, one line each. */
export function JackpotLine({ jackpot }: { jackpot: Jackpot | null }) {
  if (jackpot === null) return null;
  return (
    <p className={styles.muted}>
      {jackpot.jackpot2 === null ? 'Jackpot' : 'Jackpot 1'}:{' '}
      <Money amount={jackpot.jackpot} strong />
      {jackpot.jackpot2 !== null && (
        <>
          {' '}
          · Jackpot 2: <Money amount={jackpot.jackpot2} strong />
        </>
      )}
    </p>
  );
}

/** Title line of a draw: product, draw code and day. */
export function drawTitle(result: Pick<DrawResult, 'name' | 'drawCode' | 'openDate'>): string {
  return `${result.name} – Kỳ #${result.drawCode} – ${result.openDate.slice(0, 10)}`;
}
