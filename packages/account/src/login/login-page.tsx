import { Code, SANDBOX_CAPTCHA_TOKEN } from '@veso/contract';
import styles from '../styles';
import {
  msisdnToLocal,
  normalizeMsisdn,
  validateForgotPasswordPhone,
  validatePassword,
  validatePhone,
} from '@veso/domain';
import {
  embedHomePath,
  HOME_PATH,
  OFFLINE_MESSAGE,
  selectIsEmbed,
  selectIsSignedIn,
  showToast,
  signIn,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
  ServerRenderContext,
} from '@veso/shop-core';
import { Button, PhoneField, YesNoDialog } from '@veso/ui-kit';
import { useContext, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { VerifyPhoneState } from '../otp/verify-phone-page';
import { ACCOUNT_PATHS } from '../paths';
import { checkAccount, missingAccountMessage, sendOtp } from '../shared/account-calls';
import { FormSubmit } from '../shared/form-submit';
import { PasswordField } from '../shared/password-fields';
import { keepReturnPath, returnPathOf } from '../shared/return-path';
import { AreaPicker } from './area-picker';
import { passwordMd5 } from '../shared/password-md5';

/** Spec §8: the success toast of the login flow lasts 2 s. */
export const LOGIN_SUCCESS_MESSAGE = 'Đăng nhập thành công';
const LOGIN_SUCCESS_MS = 2000;

export type LoginPageProps = {
  /** The captcha token sent with sign-in; the sandbox token by default. */
  captchaToken?: string;
  /**
   * The spec §2 guest guard: a customer already signed in when the page opens goes home
   * (webview: with the query plus tab=1). The page's own sign-in still ends on the area step.
   */
  guestOnly?: boolean;
};

/**
 * The login dialog of spec §2 on /dang-nhap and the login flow of spec §4: check the
 * account (300 → its message), sign in with the MD5 of the trimmed password, toast
 * 'Đăng nhập thành công' for 2 s and go back to the page the customer wanted (the
 * auth guard's `from`, with its query), else home.
 */
export function LoginPage({
  captchaToken = SANDBOX_CAPTCHA_TOKEN,
  guestOnly = false,
}: LoginPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  usePageTitle('Đăng nhập');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // 'signing': signed in or about to be, so the guest guard must not send the customer
  // away before the area step; 'area': spec §4 step 6.
  const [phase, setPhase] = useState<'form' | 'signing' | 'area'>('form');
  const embed = useAppSelector(selectIsEmbed);
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const phoneError = validatePhone(phone);
  // A guest-only page depends on who is there: the server leaves it to the browser.
  const serverRender = useContext(ServerRenderContext);
  if (guestOnly) serverRender?.personal();

  /** After signing in: back to the page the customer wanted (with its query), else home. */
  function goHome() {
    const home = embed ? embedHomePath(location.search) : HOME_PATH;
    void navigate(returnPathOf(location.state) ?? home, { replace: true });
  }

  /** Spec §4 Forgot password: check the account, then the confirm dialog. */
  async function forgotPassword() {
    if (busy) return;
    const invalid = validateForgotPasswordPhone(phone);
    setFormError(invalid);
    if (invalid !== null) return;
    setBusy(true);
    const check = await dispatch(checkAccount(normalizeMsisdn(phone)));
    setBusy(false);
    const missing = missingAccountMessage(check);
    if (missing !== null) {
      setFormError(missing);
      return;
    }
    setForgotOpen(true);
  }

  /** 'Gọi cho tôi': the code comes by a voice call, then the OTP page. */
  async function callMe() {
    setBusy(true);
    const msisdn = normalizeMsisdn(phone);
    const sent = await dispatch(sendOtp(msisdn, 'call', 'forgot-password'));
    setBusy(false);
    setForgotOpen(false);
    if (!sent.ok) {
      setFormError(sent.network ? OFFLINE_MESSAGE : sent.message);
      return;
    }
    const query = new URLSearchParams({ account_id: msisdn, type: 'forgot-password' });
    const state: VerifyPhoneState = { resendIn: sent.data.resendIn };
    void navigate(`${ACCOUNT_PATHS.verifyPhone}?${query.toString()}`, { state });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phoneError !== null || busy) return;
    const invalidPassword = validatePassword(password);
    setPasswordError(invalidPassword);
    if (invalidPassword !== null) return;
    setBusy(true);
    setFormError(null);
    const msisdn = normalizeMsisdn(phone);
    const missing = missingAccountMessage(await dispatch(checkAccount(msisdn)));
    if (missing !== null) {
      setBusy(false);
      setFormError(missing);
      return;
    }
    setPhase('signing');
    const result = await dispatch(
      signIn({ msisdn, passwordMd5: passwordMd5(password), captchaToken }),
    );
    setBusy(false);
    if (!result.ok) {
      setPhase('form');
      if (result.code === Code.WRONG_PASSWORD || result.network) {
        setFormError(result.network ? OFFLINE_MESSAGE : result.message);
      }
      return;
    }
    dispatch(
      showToast({ message: LOGIN_SUCCESS_MESSAGE, tone: 'success', durationMs: LOGIN_SUCCESS_MS }),
    );
    setPhase('area');
  }

  if (guestOnly && signedIn && phase === 'form') {
    const home = embed ? embedHomePath(location.search) : HOME_PATH;
    return <Navigate to={returnPathOf(location.state) ?? home} replace />;
  }
  if (phase === 'area') return <AreaPicker onPicked={goHome} />;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Đăng nhập
      </h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <PhoneField
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={phone !== '' ? phoneError : undefined}
        />
        <PasswordField
          label="Mật khẩu"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <Button variant="ghost" onClick={() => void forgotPassword()}>
          Quên mật khẩu?
        </Button>
        <FormSubmit error={formError} busy={busy} disabled={phoneError !== null}>
          Tiếp tục
        </FormSubmit>
      </form>
      <p className={styles.aside}>
        <Link to={ACCOUNT_PATHS.register} state={keepReturnPath(location.state)}>
          ĐĂNG KÝ
        </Link>
      </p>
      <YesNoDialog
        open={forgotOpen}
        title="Quên mật khẩu?"
        message={`Chúng tôi sẽ gọi tới số ${phone === '' ? '' : msisdnToLocal(normalizeMsisdn(phone))} trong vòng 60 giây để đọc mã xác thực.`}
        noLabel="Đóng"
        yesLabel="Gọi cho tôi"
        loading={busy}
        onNo={() => setForgotOpen(false)}
        onYes={() => void callMe()}
      />
    </section>
  );
}

/** /dang-nhap as routed: a signed-in customer is sent home instead (spec §2 guard). */
export function GuestLoginPage() {
  return <LoginPage guestOnly />;
}
