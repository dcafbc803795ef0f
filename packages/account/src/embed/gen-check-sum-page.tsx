import styles from '../styles';
import { isValidPhone, normalizeMsisdn, validatePhone } from '@veso/domain';
import { OFFLINE_MESSAGE, useAppDispatch, usePageTitle } from '@veso/shop-core';
import { Button, ErrorState, PhoneField, SkeletonGroup, TextField } from '@veso/ui-kit';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { getCaptchaConfig, sandboxLaunch } from '../shared/account-calls';

/** Where the webview shell is served (its Vite base). */
export const EMBED_SHELL_PATH = '/webview/';
/** † Shown outside sandbox mode. */
export const NOT_SANDBOX_MESSAGE = 'Trang này chỉ dùng trong môi trường thử nghiệm (sandbox).';

type Mode =
  | { kind: 'checking' }
  | { kind: 'sandbox' }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

/**
 * /gen-check-sum (bare layout, sandbox only): builds a signed webview launch URL for
 * testing: data = base64url JSON {msisdn, fullName, mid, time} and sig = the sandbox
 * partner's HMAC, both from `POST /app-service/sandbox/launch`, which stamps `time` with
 * the server's clock (the phone's may be off). Sandbox mode is read from
 * `GET /auth/captcha` (provider 'sandbox').
 */
export function GenCheckSumPage() {
  const dispatch = useAppDispatch();
  const titleId = useId();
  usePageTitle('Tạo liên kết ví');
  const [mode, setMode] = useState<Mode>({ kind: 'checking' });
  const [phone, setPhone] = useState('');
  const [fullName, setFullName] = useState('');
  const [mid, setMid] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void dispatch(getCaptchaConfig()).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setMode({ kind: 'failed', message: result.network ? OFFLINE_MESSAGE : result.message });
        return;
      }
      setMode({ kind: result.data.provider === 'sandbox' ? 'sandbox' : 'closed' });
    });
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !isValidPhone(phone) || mid.trim() === '') return;
    setBusy(true);
    setError(null);
    // The server signs at its own time, as a wallet partner's server does: a phone whose
    // clock is off (or a moved sandbox clock) must not make the launch look old or future.
    const result = await dispatch(
      sandboxLaunch({ msisdn: normalizeMsisdn(phone), fullName: fullName.trim(), mid: mid.trim() }),
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.network ? OFFLINE_MESSAGE : result.message);
      return;
    }
    const query = new URLSearchParams({
      tab: '1',
      source: result.data.source,
      data: result.data.data,
      sig: result.data.sig,
    });
    setUrl(`${window.location.origin}${EMBED_SHELL_PATH}?${query.toString()}`);
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Tạo liên kết ví (gen-check-sum)
      </h1>
      {mode.kind === 'checking' ? (
        <SkeletonGroup lines={3} label="Đang kiểm tra môi trường" />
      ) : null}
      {mode.kind === 'failed' ? (
        <ErrorState
          title="Không tải được dữ liệu"
          message={mode.message}
          onRetry={() => {
            setMode({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      {mode.kind === 'closed' ? (
        <p className={styles.error} role="alert">
          {NOT_SANDBOX_MESSAGE}
        </p>
      ) : null}
      {mode.kind === 'sandbox' ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <PhoneField
            label="Số điện thoại"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={phone !== '' ? validatePhone(phone) : undefined}
          />
          <TextField
            label="Họ và tên"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
          <TextField
            label="Mã ví (MID)"
            value={mid}
            onChange={(event) => setMid(event.target.value)}
          />
          {error !== null ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            fullWidth
            loading={busy}
            disabled={!isValidPhone(phone) || mid.trim() === ''}
          >
            Tạo liên kết
          </Button>
          {url !== null ? (
            <p>
              <a href={url}>Mở liên kết ví</a>
              <br />
              <output aria-label="Liên kết đã ký" style={{ wordBreak: 'break-all' }}>
                {url}
              </output>
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
