import { formatMoney, PRIZE_TABLES, telHref } from '@veso/domain';
import { useAppConfigState } from '@veso/shop-core';
import { useId } from 'react';
import styles from '../shared/wallet.module.css';

/** The title of the explanation of large prizes: 'Nhận thưởng trên 50.000.000đ'. */
export function largePrizeTitle(maxAmount: number): string {
  return `Nhận thưởng trên ${formatMoney(maxAmount)}`;
}

/**
 * How a prize above the per-withdrawal limit is claimed (docs/domain.md §5, the legal
 * path): in person at the lottery company with an identity document and the winning order,
 * the personal income tax already withheld; or through several withdrawals under the limit.
 * Shown on the withdraw page instead of only refusing the amount.
 */
export function LargePrizeClaim({ maxAmount }: { maxAmount: number }) {
  const titleId = useId();
  const phone = useAppConfigState().data?.supportPhone;
  const { threshold, ratePercent } = PRIZE_TABLES.tax;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="large-prize-claim">
      <h2 id={titleId} className={styles.sectionTitle}>
        {largePrizeTitle(maxAmount)}
      </h2>
      <p>
        Mỗi lần rút qua ứng dụng tối đa {formatMoney(maxAmount)}. Với giải thưởng lớn hơn, quý khách
        có thể rút nhiều lần hoặc nhận thưởng trực tiếp:
      </p>
      <ol>
        <li>
          Gọi tổng đài {phone ? <a href={telHref(phone)}>{phone}</a> : 'hỗ trợ (trang Liên hệ)'} để
          hẹn ngày nhận thưởng; nhân viên xác nhận vé trúng thưởng và số tiền.
        </li>
        <li>
          Mang theo căn cước công dân hoặc hộ chiếu bản gốc, đúng họ tên và ngày sinh của tài khoản,
          cùng mã đơn hàng trúng thưởng.
        </li>
        <li>
          Nhận thưởng tại trụ sở hoặc chi nhánh của công ty xổ số phát hành vé (vé Vietlott: tại văn
          phòng Vietlott), bằng chuyển khoản vào tài khoản ngân hàng đứng tên quý khách; số tiền đã
          nhận được trừ khỏi tài khoản trả thưởng.
        </li>
      </ol>
      <p className={styles.muted}>
        Thuế thu nhập cá nhân {ratePercent}% trên phần giải thưởng vượt {formatMoney(threshold)} đã
        được khấu trừ khi trả thưởng (Thông tư 111/2013/TT-BTC): số dư tài khoản trả thưởng là số
        tiền sau thuế.
      </p>
    </section>
  );
}
