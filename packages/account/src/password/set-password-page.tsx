import type { OtpPurpose } from '@veso/contract';
import {
  OFFLINE_MESSAGE,
  selectEmbedParams,
  showToast,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
} from '@veso/shop-core';
import styles from '../styles';
import { ErrorState } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_PATHS } from '../paths';
import {
  activateWalletLink,
  embedRegister,
  registerWithToken,
  resetPassword,
} from '../shared/account-calls';
import { FormSubmit } from '../shared/form-submit';
import { useNewPassword } from '../shared/password-fields';
import { passwordMd5 } from '../shared/password-md5';

/** The verified number and its single-use token, handed over by the OTP step. */
export type SetPasswordState = { accountId: string; token: string; purpose: OtpPurpose };

/** † Success toast after a forgotten password was replaced. */
export const RESET_DONE_MESSAGE = 'Đặt lại mật khẩu thành công, vui lòng đăng nhập';

function isSetPasswordState(value: unknown): value is SetPasswordState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accountId === 'string' && typeof v.token === 'string' && typeof v.purpose === 'string'
  );
}

/**
 * /thiet-lap-mat-khau: a new password after a verified OTP. Forgot password → reset, then
 * sign in again; a wallet user's first password (purpose link) → `user/register` and at
 * once `active_data` (the MID is linked as soon as the account can be), then the profile
 * step of the wallet-embedded flow, whose address keeps its mode over a reload (`?link=1`:
 * it links again if this link did not go through); registration → register with the token.
 */
export function SetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const embedParams = useAppSelector(selectEmbedParams);
  const titleId = useId();
  usePageTitle('Thiết lập mật khẩu');
  const newPassword = useNewPassword('Mật khẩu mới');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const state: unknown = location.state;

  if (!isSetPasswordState(state)) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Thiết lập mật khẩu
        </h1>
        <ErrorState
          title="Phiên xác thực không còn hiệu lực"
          message="Vui lòng xác thực lại số điện thoại."
        />
        <Link to={ACCOUNT_PATHS.login}>Về trang đăng nhập</Link>
      </section>
    );
  }
  const { accountId, token, purpose } = state;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!newPassword.check()) return;
    setBusy(true);
    setFormError(null);
    const md5 = passwordMd5(newPassword.password);
    const result =
      purpose === 'link'
        ? await dispatch(embedRegister(accountId, md5, token))
        : purpose === 'forgot-password'
          ? await dispatch(resetPassword(accountId, md5, token))
          : await dispatch(registerWithToken(accountId, md5, token));
    if (!result.ok) {
      setBusy(false);
      setFormError(result.network ? OFFLINE_MESSAGE : result.message);
      return;
    }
    if (purpose === 'link') {
      // The profile step retries the link when saved, so a failure here is not shown.
      if (embedParams) await dispatch(activateWalletLink(embedParams));
      setBusy(false);
      void navigate(`${ACCOUNT_PATHS.updateProfile}?link=1`, { replace: true });
      return;
    }
    setBusy(false);
    dispatch(showToast({ message: RESET_DONE_MESSAGE, tone: 'success' }));
    void navigate(ACCOUNT_PATHS.login, { replace: true });
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Thiết lập mật khẩu
      </h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {newPassword.fields}
        <FormSubmit error={formError} busy={busy}>
          Lưu mật khẩu
        </FormSubmit>
      </form>
    </section>
  );
}
