import { Code, SANDBOX_CAPTCHA_TOKEN, authPaths } from '@veso/contract';
import type { CheckAccount } from '@veso/contract';
import { normalizeMsisdn, validatePassword, validatePhone } from '@veso/domain';
import { HOME_PATH, RequireGuest, showToast, signIn, useAppDispatch } from '@veso/shop-core';
import type { AppThunk } from '@veso/shop-core';
import type { ApiResult } from '@veso/api-client';
import { Button, PhoneField, TextField } from '@veso/ui-kit';
import SparkMD5 from 'spark-md5';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_PATHS } from '../paths';

/** Spec §8: the success toast of the login flow lasts 2 s. */
export const LOGIN_SUCCESS_MESSAGE = 'Đăng nhập thành công';
const LOGIN_SUCCESS_MS = 2000;
const PASSWORD_MAX_LENGTH = 25;

const OFFLINE_MESSAGE = 'Không có kết nối mạng, vui lòng thử lại';

/** `GET /auth/check_account` (spec §4 step 1); the page shows the error itself. */
function checkAccount(msisdn: string): AppThunk<Promise<ApiResult<CheckAccount>>> {
  return (_dispatch, _getState, { apiClient }) =>
    apiClient.get<CheckAccount>(authPaths.checkAccount, { searchParams: { msisdn }, silent: true });
}

export type LoginPageProps = {
  /** The captcha token sent with sign-in; the sandbox token by default. */
  captchaToken?: string;
};

/**
 * The login dialog of spec §2 on /dang-nhap and the login flow of spec §4: check the
 * account (300 → its message), sign in with the MD5 of the trimmed password, toast
 * 'Đăng nhập thành công' for 2 s and go home.
 */
export function LoginPage({ captchaToken = SANDBOX_CAPTCHA_TOKEN }: LoginPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneError = validatePhone(phone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phoneError !== null || busy) return;
    const invalidPassword = validatePassword(password);
    setPasswordError(invalidPassword);
    if (invalidPassword !== null) return;
    setBusy(true);
    setFormError(null);
    const msisdn = normalizeMsisdn(phone);
    const check = await dispatch(checkAccount(msisdn));
    if (!check.ok) {
      setBusy(false);
      setFormError(check.network ? OFFLINE_MESSAGE : check.message);
      return;
    }
    const result = await dispatch(
      signIn({ msisdn, passwordMd5: SparkMD5.hash(password.trim()), captchaToken }),
    );
    setBusy(false);
    if (!result.ok) {
      if (result.code === Code.WRONG_PASSWORD || result.network) {
        setFormError(result.network ? OFFLINE_MESSAGE : result.message);
      }
      return;
    }
    dispatch(
      showToast({ message: LOGIN_SUCCESS_MESSAGE, tone: 'success', durationMs: LOGIN_SUCCESS_MS }),
    );
    void navigate(HOME_PATH);
  }

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>Đăng nhập</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PhoneField
          label="Số điện thoại của bạn"
          value={phone}
          autoComplete="tel-national"
          onChange={(event) => setPhone(event.target.value)}
          error={phone !== '' ? phoneError : undefined}
        />
        <TextField
          label="Mật khẩu"
          type="password"
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError ?? undefined}
        />
        {formError !== null && <p role="alert">{formError}</p>}
        <Button
          type="submit"
          variant="primary"
          fullWidth
          disabled={phoneError !== null}
          loading={busy}
        >
          Tiếp tục
        </Button>
      </form>
      <p>
        <Link to={ACCOUNT_PATHS.register}>ĐĂNG KÝ</Link>
      </p>
    </section>
  );
}

/** /dang-nhap as routed: a signed-in customer is sent home instead (spec §2 guard). */
export function GuestLoginPage() {
  return (
    <RequireGuest>
      <LoginPage />
    </RequireGuest>
  );
}
