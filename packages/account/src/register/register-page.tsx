import { SANDBOX_CAPTCHA_TOKEN } from '@veso/contract';
import styles from '../styles';
import type { VerifyOtp } from '@veso/contract';
import {
  msisdnToLocal,
  normalizeMsisdn,
  validateBirthday,
  validatePhone,
  VALIDATION_MESSAGES,
} from '@veso/domain';
import {
  HOME_PATH,
  OFFLINE_MESSAGE,
  RequireGuest,
  showToast,
  signIn,
  useAppDispatch,
  usePageTitle,
} from '@veso/shop-core';
import { PhoneField, TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { OtpDeliveryDialog } from '../otp/otp-delivery-dialog';
import { OtpEntry } from '../otp/otp-entry';
import { ACCOUNT_PATHS } from '../paths';
import { checkAccount, registerWithToken, sendOtp } from '../shared/account-calls';
import type { OtpChannel } from '../shared/account-calls';
import { FormSubmit } from '../shared/form-submit';
import { useNewPassword } from '../shared/password-fields';
import { passwordMd5 } from '../shared/password-md5';
import { keepReturnPath, returnPathOf } from '../shared/return-path';

/** † Registering a number that already has an account. */
export const ALREADY_REGISTERED_MESSAGE = 'Số điện thoại đã được đăng ký, vui lòng đăng nhập';
/** † Toast once the new account is signed in. */
export const REGISTER_SUCCESS_MESSAGE = 'Đăng ký tài khoản thành công';

export type RegisterPageProps = {
  /** The captcha token of the sign-in that ends registration; the sandbox token by default. */
  captchaToken?: string;
};

type Step = { kind: 'form' } | { kind: 'otp'; msisdn: string; resendIn: number };

/**
 * /dang-ky: phone, password and its confirmation; the OTP delivery dialog (messaging app
 * by default, or a call); the code; then the account is created with the verification
 * token and signed in.
 */
export function RegisterPage({ captchaToken = SANDBOX_CAPTCHA_TOKEN }: RegisterPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  usePageTitle('Đăng ký');
  const location = useLocation();
  const [phone, setPhone] = useState('');
  const [birthday, setBirthday] = useState('');
  const [birthdayError, setBirthdayError] = useState<string | null>(null);
  const newPassword = useNewPassword('Mật khẩu');
  const [formError, setFormError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const phoneError = validatePhone(phone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phoneError !== null || busy) return;
    const invalidBirthday =
      birthday === '' ? VALIDATION_MESSAGES.empty : validateBirthday(birthday, new Date());
    setBirthdayError(invalidBirthday);
    const passwordOk = newPassword.check();
    if (!passwordOk || invalidBirthday !== null) return;
    setBusy(true);
    setFormError(null);
    const check = await dispatch(checkAccount(normalizeMsisdn(phone)));
    setBusy(false);
    if (!check.ok) {
      setFormError(check.network ? OFFLINE_MESSAGE : check.message);
      return;
    }
    // Spec §7: the answer's `error` signals a missing account (300) or an unfinished one (305).
    if (check.data.error === null) {
      setFormError(ALREADY_REGISTERED_MESSAGE);
      return;
    }
    setDialogError(null);
    setDialogOpen(true);
  }

  async function send(channel: OtpChannel) {
    setBusy(true);
    setDialogError(null);
    const msisdn = normalizeMsisdn(phone);
    const sent = await dispatch(sendOtp(msisdn, channel, 'register'));
    setBusy(false);
    if (!sent.ok) {
      setDialogError(sent.network ? OFFLINE_MESSAGE : sent.message);
      return;
    }
    setDialogOpen(false);
    setStep({ kind: 'otp', msisdn, resendIn: sent.data.resendIn });
  }

  async function onVerified(verified: VerifyOtp) {
    const md5 = passwordMd5(newPassword.password);
    const registered = await dispatch(
      registerWithToken(verified.account_id, md5, verified.token, birthday),
    );
    if (!registered.ok) {
      setStep({ kind: 'form' });
      setFormError(registered.network ? OFFLINE_MESSAGE : registered.message);
      return;
    }
    const session = await dispatch(
      signIn({ msisdn: verified.account_id, passwordMd5: md5, captchaToken }),
    );
    if (!session.ok) {
      void navigate(ACCOUNT_PATHS.login, { replace: true });
      return;
    }
    dispatch(showToast({ message: REGISTER_SUCCESS_MESSAGE, tone: 'success' }));
    void navigate(returnPathOf(location.state) ?? HOME_PATH, { replace: true });
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Đăng ký
      </h1>
      {step.kind === 'otp' ? (
        <OtpEntry
          accountId={step.msisdn}
          purpose="register"
          resendIn={step.resendIn}
          onVerified={onVerified}
        />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <PhoneField
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={phone !== '' ? phoneError : undefined}
          />
          <TextField
            label="Ngày sinh"
            type="date"
            required
            value={birthday}
            onChange={(event) => setBirthday(event.target.value)}
            error={birthdayError ?? undefined}
            hint="Người mua vé số phải từ đủ 18 tuổi trở lên"
          />
          {newPassword.fields}
          <FormSubmit error={formError} busy={busy} disabled={phoneError !== null}>
            Tiếp tục
          </FormSubmit>
          <p className={styles.aside}>
            Đã có tài khoản?{' '}
            <Link to={ACCOUNT_PATHS.login} state={keepReturnPath(location.state)}>
              Đăng nhập
            </Link>
          </p>
        </form>
      )}
      <OtpDeliveryDialog
        open={dialogOpen}
        phone={phone === '' ? '' : msisdnToLocal(normalizeMsisdn(phone))}
        busy={busy}
        error={dialogError}
        onSend={(channel) => void send(channel)}
        onClose={() => setDialogOpen(false)}
      />
    </section>
  );
}

/** /dang-ky as routed: a signed-in customer is sent home instead (spec §2 guard). */
export function GuestRegisterPage() {
  return (
    <RequireGuest>
      <RegisterPage />
    </RequireGuest>
  );
}
