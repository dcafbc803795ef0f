import type { Gender, UserInfo } from '@veso/contract';
import styles from '../styles';
import {
  isValidEmail,
  msisdnToLocal,
  VALIDATION_MESSAGES,
  validateBirthday,
  vnDayOf,
} from '@veso/domain';
import {
  embedHomePath,
  OFFLINE_MESSAGE,
  QueryView,
  RequireAuth,
  selectEmbedParams,
  showToast,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
  useUserInfo,
} from '@veso/shop-core';
import { Button, TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { returnPathOf } from '../shared/return-path';
import { activateWalletLink, updateProfile } from '../shared/account-calls';

/** † Toast after the profile was saved. */
export const PROFILE_SAVED_MESSAGE = 'Cập nhật thông tin thành công';
/** † A national id that is neither 9 (CMND) nor 12 (CCCD) digits. */
export const CMND_MESSAGE = 'Số CMND/CCCD gồm 9 hoặc 12 chữ số';
/** † Shown while the account cannot buy because it is under 18. */
export const UNDERAGE_NOTICE = VALIDATION_MESSAGES.underage;

const GENDERS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'male', label: 'Nam' },
  { value: 'female', label: 'Nữ' },
  { value: 'other', label: 'Khác' },
];

type Form = {
  fullname: string;
  birthday: string;
  gender: Gender | '';
  email: string;
  address: string;
  cmnd: string;
  job: string;
};

type Errors = Partial<Record<keyof Form, string>>;

function formOf(info: UserInfo): Form {
  return {
    fullname: info.fullname ?? '',
    birthday: info.birthday ?? '',
    gender: info.gender ?? '',
    email: info.email ?? '',
    address: info.address ?? '',
    cmnd: info.cmnd ?? '',
    job: info.job ?? '',
  };
}

function validate(form: Form, today: Date): Errors {
  const errors: Errors = {};
  if (form.fullname.trim() === '') errors.fullname = VALIDATION_MESSAGES.empty;
  if (form.birthday === '') errors.birthday = VALIDATION_MESSAGES.empty;
  else if (form.birthday > vnDayOf(today) || form.birthday < '1900-01-01') {
    errors.birthday = VALIDATION_MESSAGES.birthday;
  }
  if (form.email.trim() !== '' && !isValidEmail(form.email.trim())) {
    errors.email = VALIDATION_MESSAGES.email;
  }
  if (form.cmnd.trim() !== '' && !/^(\d{9}|\d{12})$/.test(form.cmnd.trim())) {
    errors.cmnd = CMND_MESSAGE;
  }
  return errors;
}

/** The form itself, for an account whose info has loaded. */
function ProfileForm({ info }: { info: UserInfo }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const embedParams = useAppSelector(selectEmbedParams);
  const [searchParams] = useSearchParams();
  // The wallet-embedded flow's profile step (`?link=1`, kept over a reload).
  const walletLink = searchParams.get('link') === '1';
  const [form, setForm] = useState<Form>(() => formOf(info));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const genderId = useId();
  const ageWarning =
    form.birthday !== '' && !errors.birthday ? validateBirthday(form.birthday, new Date()) : null;

  function field<K extends keyof Form>(key: K) {
    return {
      value: form[key],
      onChange: (event: { target: { value: string } }) =>
        setForm((current) => ({ ...current, [key]: event.target.value })),
      error: errors[key],
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate(form, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFormError(null);
    const result = await dispatch(
      updateProfile({
        accountId: info.account_id,
        fullname: form.fullname.trim(),
        birthday: form.birthday,
        gender: form.gender === '' ? null : form.gender,
        email: form.email.trim(),
        address: form.address.trim(),
        cmnd: form.cmnd.trim(),
        job: form.job.trim(),
      }),
    );
    if (!result.ok) {
      setBusy(false);
      setFormError(result.network ? OFFLINE_MESSAGE : result.message);
      return;
    }
    if (walletLink && embedParams) {
      // Spec §4 wallet-embedded flow: the MID is linked (again: answered linked when the
      // password step already linked it) before the webview home opens.
      const linked = await dispatch(activateWalletLink(embedParams));
      setBusy(false);
      if (!linked.ok) {
        setFormError(linked.network ? OFFLINE_MESSAGE : linked.message);
        return;
      }
      dispatch(showToast({ message: PROFILE_SAVED_MESSAGE, tone: 'success' }));
      void navigate(embedHomePath(''), { replace: true });
      return;
    }
    setBusy(false);
    dispatch(showToast({ message: PROFILE_SAVED_MESSAGE, tone: 'success' }));
    // Sent here by a screen that needed the profile (the order confirmation's missing
    // birthday): back to it once saved.
    const back = returnPathOf(location.state);
    if (back !== null) void navigate(back, { replace: true });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>Số điện thoại: {msisdnToLocal(info.account_id)}</p>
      {!info.canBuy && info.birthday !== null ? <p role="note">{UNDERAGE_NOTICE}</p> : null}
      <TextField
        label="Họ và tên"
        autoComplete="name"
        maxLength={100}
        required
        {...field('fullname')}
      />
      <TextField label="Ngày sinh" type="date" required {...field('birthday')} />
      {ageWarning !== null ? <p role="status">{ageWarning}</p> : null}
      <div className={styles.field}>
        <label htmlFor={genderId}>Giới tính</label>
        <select id={genderId} value={form.gender} onChange={field('gender').onChange}>
          <option value="">Chưa chọn</option>
          {GENDERS.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        {...field('email')}
      />
      <TextField
        label="Địa chỉ"
        autoComplete="street-address"
        maxLength={255}
        {...field('address')}
      />
      <TextField label="Số CMND/CCCD" inputMode="numeric" maxLength={12} {...field('cmnd')} />
      <TextField label="Nghề nghiệp" maxLength={100} {...field('job')} />
      {formError !== null ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        Lưu thông tin
      </Button>
    </form>
  );
}

/** /cap-nhat-thong-tin-tai-khoan: the profile (spec §3 Account update). */
export function ProfilePage() {
  const titleId = useId();
  usePageTitle('Cập nhật thông tin tài khoản');
  const query = useUserInfo();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Cập nhật thông tin tài khoản
      </h1>
      <QueryView query={query} loadingLabel="Đang tải thông tin tài khoản">
        {(info) => <ProfileForm info={info} />}
      </QueryView>
    </section>
  );
}

/** As routed: signed-in only (spec §2). */
export function AuthProfilePage() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
