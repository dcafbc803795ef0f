import { isOtpPurpose } from '@veso/contract';
import styles from '../styles';
import type { VerifyOtp } from '@veso/contract';
import { isValidPhone, normalizeMsisdn } from '@veso/domain';
import { ErrorState } from '@veso/ui-kit';
import { usePageTitle } from '@veso/shop-core';
import { useId } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_PATHS } from '../paths';
import type { SetPasswordState } from '../password/set-password-page';
import { OtpEntry } from './otp-entry';

/** What the page that sent the code hands over in the navigation state. */
export type VerifyPhoneState = { resendIn?: number };

/**
 * /xac-thuc-so-dien-thoai?account_id=84…&type=forgot-password (spec §2, §4): OTP entry for
 * a code already sent; once verified, the token goes to /thiet-lap-mat-khau in the
 * navigation state (never in the address).
 */
export function VerifyPhonePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  usePageTitle('Xác thực số điện thoại');
  const rawAccount = params.get('account_id') ?? '';
  const type = params.get('type') ?? 'verify';
  const purpose = isOtpPurpose(type) ? type : null;
  const resendIn = (location.state as VerifyPhoneState | null)?.resendIn ?? 0;

  if (!isValidPhone(rawAccount) || purpose === null) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Xác thực số điện thoại
        </h1>
        <ErrorState
          title="Liên kết xác thực không hợp lệ"
          message="Vui lòng bắt đầu lại từ trang đăng nhập."
        />
        <Link to={ACCOUNT_PATHS.login}>Về trang đăng nhập</Link>
      </section>
    );
  }
  const accountId = normalizeMsisdn(rawAccount);

  function onVerified(verified: VerifyOtp) {
    const state: SetPasswordState = {
      accountId: verified.account_id,
      token: verified.token,
      purpose: purpose ?? 'verify',
    };
    void navigate(ACCOUNT_PATHS.setPassword, { state, replace: true });
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Xác thực số điện thoại
      </h1>
      <OtpEntry
        accountId={accountId}
        purpose={purpose}
        resendIn={resendIn}
        onVerified={onVerified}
      />
    </section>
  );
}
