import { validatePassword } from '@veso/domain';
import styles from '../styles';
import {
  embedHomePath,
  OFFLINE_MESSAGE,
  RequireAuth,
  selectAccountId,
  selectEmbedParams,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
} from '@veso/shop-core';
import { ErrorState } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { activateWalletLink, checkEmbedPassword } from '../shared/account-calls';
import { FormSubmit } from '../shared/form-submit';
import { PasswordField } from '../shared/password-fields';
import { passwordMd5 } from '../shared/password-md5';

/**
 * /nhap-mat-khau: the wallet-embedded flow for a number that already has an account —
 * the customer confirms the account's password (`check_password`, lockout as sign-in),
 * then the wallet's MID is linked (`active_data`) and the webview home opens.
 */
export function EnterPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  usePageTitle('Nhập mật khẩu');
  const accountId = useAppSelector(selectAccountId);
  const embedParams = useAppSelector(selectEmbedParams);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (accountId === null || embedParams === null) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Nhập mật khẩu
        </h1>
        <ErrorState
          title="Không có liên kết ví"
          message="Trang này chỉ dùng khi mở từ ứng dụng ví."
        />
      </section>
    );
  }
  const account = accountId;
  const params = embedParams;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = validatePassword(password);
    setError(invalid);
    if (invalid !== null) return;
    setBusy(true);
    const checked = await dispatch(checkEmbedPassword(account, passwordMd5(password)));
    if (!checked.ok) {
      setBusy(false);
      setError(checked.network ? OFFLINE_MESSAGE : checked.message);
      return;
    }
    const linked = await dispatch(activateWalletLink(params));
    setBusy(false);
    if (!linked.ok) {
      setError(linked.network ? OFFLINE_MESSAGE : linked.message);
      return;
    }
    void navigate(embedHomePath(''), { replace: true });
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Nhập mật khẩu
      </h1>
      <p>Nhập mật khẩu tài khoản VeSo của quý khách để liên kết với ví.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label="Mật khẩu"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <FormSubmit error={error} busy={busy}>
          Tiếp tục
        </FormSubmit>
      </form>
    </section>
  );
}

/** As routed: signed-in only (the webview user is signed in by the sign-on). */
export function AuthEnterPasswordPage() {
  return (
    <RequireAuth>
      <EnterPasswordPage />
    </RequireAuth>
  );
}
