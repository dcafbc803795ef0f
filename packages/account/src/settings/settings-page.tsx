import { validatePassword } from '@veso/domain';
import styles from '../styles';
import {
  getNotifyFlag,
  getUserAreaCookie,
  OFFLINE_MESSAGE,
  RequireAuth,
  setNotifyFlag,
  setUserAreaCookie,
  showToast,
  useAppDispatch,
  usePageTitle,
} from '@veso/shop-core';
import type { NotifyFlag } from '@veso/shop-core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { AREAS } from '../login/areas';
import { updateAccountInfo } from '../shared/account-calls';
import { FormSubmit } from '../shared/form-submit';
import { PasswordField, useNewPassword } from '../shared/password-fields';
import { passwordMd5 } from '../shared/password-md5';

/** † Toast after a password change. */
export const PASSWORD_CHANGED_MESSAGE = 'Đổi mật khẩu thành công';
/** † Toast after the area changed. */
export const AREA_SAVED_MESSAGE = 'Đã lưu khu vực';

/**
 * The customer-facing notification flags of spec §9 (isRead is the notice list's own
 * read marker, not a setting).
 */
export const NOTIFY_SETTINGS: ReadonlyArray<{ flag: NotifyFlag; label: string }> = [
  { flag: 'bao636Notify', label: 'Nhắc mua bao Điện toán 6x36' },
  { flag: 'baoKenoNotify', label: 'Nhắc mua bao Keno' },
  { flag: 'baoLoTo2Notify', label: 'Nhắc mua bao Lô tô 2 số' },
  { flag: 'groupPlayNotify', label: 'Thông báo nhóm mua chung' },
  { flag: 'remindCashback', label: 'Nhắc hoàn tiền' },
];

function ChangePassword() {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const newPassword = useNewPassword('Mật khẩu mới');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalidCurrent = validatePassword(current);
    setCurrentError(invalidCurrent);
    const newPasswordFine = newPassword.check();
    if (invalidCurrent !== null || !newPasswordFine) return;
    setBusy(true);
    setFormError(null);
    const result = await dispatch(
      updateAccountInfo({
        oldPassword: passwordMd5(current),
        newPassword: passwordMd5(newPassword.password),
      }),
    );
    setBusy(false);
    if (!result.ok) {
      setFormError(result.network ? OFFLINE_MESSAGE : result.message);
      return;
    }
    setCurrent('');
    newPassword.clear();
    dispatch(showToast({ message: PASSWORD_CHANGED_MESSAGE, tone: 'success' }));
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h2 id={titleId}>Đổi mật khẩu</h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label="Mật khẩu hiện tại"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={currentError}
        />
        {newPassword.fields}
        <FormSubmit error={formError} busy={busy}>
          Đổi mật khẩu
        </FormSubmit>
      </form>
    </section>
  );
}

function NotificationFlags() {
  const titleId = useId();
  const [flags, setFlags] = useState(() =>
    Object.fromEntries(NOTIFY_SETTINGS.map(({ flag }) => [flag, getNotifyFlag(flag)])),
  );
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h2 id={titleId}>Thông báo</h2>
      {NOTIFY_SETTINGS.map(({ flag, label }) => (
        <div key={flag}>
          <label>
            <input
              type="checkbox"
              checked={flags[flag] === true}
              onChange={(event) => {
                setNotifyFlag(flag, event.target.checked);
                setFlags((current) => ({ ...current, [flag]: event.target.checked }));
              }}
            />{' '}
            {label}
          </label>
        </div>
      ))}
    </section>
  );
}

function AreaSetting() {
  const dispatch = useAppDispatch();
  const name = useId();
  const [area, setArea] = useState(getUserAreaCookie() ?? '');
  return (
    <fieldset>
      <legend>Khu vực</legend>
      {AREAS.map((option) => (
        <div key={option.value}>
          <label>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={area === option.value}
              onChange={() => {
                setArea(option.value);
                setUserAreaCookie(option.value);
                void dispatch(updateAccountInfo({ area: option.value }));
                dispatch(showToast({ message: AREA_SAVED_MESSAGE, tone: 'success' }));
              }}
            />{' '}
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** /cai-dat: change password, notification flags (cookies, 7 days) and area. */
export function SettingsPage() {
  const titleId = useId();
  usePageTitle('Cài đặt');
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Cài đặt
      </h1>
      <ChangePassword />
      <NotificationFlags />
      <AreaSetting />
    </section>
  );
}

/** As routed: signed-in only (spec §2). */
export function AuthSettingsPage() {
  return (
    <RequireAuth>
      <SettingsPage />
    </RequireAuth>
  );
}
