import { usePageTitle } from '@veso/shop-core';
import { Link } from 'react-router';
import { prizeWithdrawPath, TOPUP_METHOD_PATHS, WALLET_PATHS } from '../paths';
import styles from '../shared/wallet.module.css';

/** /nap-tien/huong-dan-nap-tien: how to top up by every method, and how prizes are paid. */
export function TopUpGuidePage() {
  usePageTitle('Hướng dẫn nạp tiền');
  return (
    <section className={styles.page} aria-labelledby="guide-title">
      <h1 id="guide-title" className={styles.title}>
        Hướng dẫn nạp tiền
      </h1>
      <section className={styles.section} aria-labelledby="guide-wallet">
        <h2 id="guide-wallet" className={styles.sectionTitle}>
          Nạp qua ví điện tử
        </h2>
        <ol>
          <li>
            Vào <Link to={WALLET_PATHS.topUp}>Nạp tiền</Link>, chọn ví (MoMo, ZaloPay, VNPAY,
            ShopeePay hoặc Viettel Money).
          </li>
          <li>Chọn nhanh hoặc nhập số tiền, từ 10.000đ đến 20.000.000đ, rồi bấm “Nạp tiền”.</li>
          <li>
            Xác nhận thanh toán trên trang của ví. Không đóng trang cho đến khi được đưa trở lại.
          </li>
          <li>
            Màn hình hiển thị “Đang chờ xác nhận thanh toán” cho đến khi ví báo kết quả; số dư được
            cộng ngay khi ví xác nhận. Nếu Quý khách huỷ hoặc giao dịch hết hạn (15 phút), tài khoản
            không bị trừ tiền.
          </li>
        </ol>
        <p className={styles.row}>
          <Link to={TOPUP_METHOD_PATHS.momo}>Ví MoMo</Link>
          <Link to={TOPUP_METHOD_PATHS.zalopay}>Ví ZaloPay</Link>
          <Link to={TOPUP_METHOD_PATHS.vnpay}>VNPAY</Link>
          <Link to={TOPUP_METHOD_PATHS.shopeepay}>Ví ShopeePay</Link>
          <Link to={TOPUP_METHOD_PATHS.viettelmoney}>Viettel Money</Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="guide-bank">
        <h2 id="guide-bank" className={styles.sectionTitle}>
          Nạp bằng chuyển khoản ngân hàng
        </h2>
        <ol>
          <li>
            Vào <Link to={WALLET_PATHS.topUpBankTransfer}>Chuyển khoản ngân hàng</Link>, quét mã
            VietQR bằng ứng dụng ngân hàng, hoặc sao chép số tài khoản, số tiền và nội dung.
          </li>
          <li>
            Giữ nguyên nội dung chuyển khoản: nội dung này cho biết tài khoản nào được cộng tiền.
          </li>
          <li>
            Tiền được cộng khi ngân hàng báo có; mỗi giao dịch ngân hàng chỉ được cộng một lần.
          </li>
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="guide-other">
        <h2 id="guide-other" className={styles.sectionTitle}>
          Nạp bằng tài khoản điện thoại hoặc tài khoản DTT
        </h2>
        <p>
          Chọn <Link to={WALLET_PATHS.phoneTopUp}>Nạp tài khoản điện thoại</Link> hoặc{' '}
          <Link to={WALLET_PATHS.dttTopUp}>Nạp tài khoản DTT</Link>, nhập số tiền và xác nhận trên
          trang thanh toán.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="guide-prize">
        <h2 id="guide-prize" className={styles.sectionTitle}>
          Dùng tiền thưởng
        </h2>
        <p>
          Tiền trúng thưởng vào <Link to={WALLET_PATHS.prizeAccount}>tài khoản trả thưởng</Link>.
          Quý khách có thể{' '}
          <Link to={prizeWithdrawPath('nap-tai-khoan-san-pham')}>
            chuyển sang tài khoản chính miễn phí
          </Link>{' '}
          để mua vé, hoặc rút về ngân hàng, ví điện tử, tài khoản điện thoại; phí được hiển thị
          trước khi xác nhận.
        </p>
      </section>
    </section>
  );
}
