import { Code, OTP_COOLDOWN_MS, OTP_LENGTH } from '@veso/contract';
import type { OtpPurpose, VerifyOtp } from '@veso/contract';
import { msisdnToLocal } from '@veso/domain';
import { OFFLINE_MESSAGE, useAppDispatch } from '@veso/shop-core';
import { Button, TextField } from '@veso/ui-kit';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { sendOtp, verifyOtp } from '../shared/account-calls';

const COOLDOWN_S = OTP_COOLDOWN_MS / 1000;
const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
/** † The spec gives no text for a code of the wrong shape. */
export const OTP_FORMAT_MESSAGE = `Vui lòng nhập mã OTP gồm ${OTP_LENGTH} chữ số`;

export type OtpEntryProps = {
  /** The msisdn (84…) the code was sent to. */
  accountId: string;
  purpose: OtpPurpose;
  /** Seconds before a new code may be asked for; 60 right after sending. */
  resendIn?: number;
  onVerified: (verified: VerifyOtp) => void | Promise<void>;
};

/**
 * OTP entry (spec §3 Verify OTP): 6 digits, 'Xác nhận'; 'Gửi lại mã' after 60 s (code 100
 * before). Wrong, expired, dead or foreign codes show their spec §8 message (2/3/4/40/41/
 * 100/301/304) and change nothing.
 */
export function OtpEntry({ accountId, purpose, resendIn = COOLDOWN_S, onVerified }: OtpEntryProps) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(resendIn);

  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const otpCode = code.trim();
    if (!CODE_PATTERN.test(otpCode)) {
      setError(OTP_FORMAT_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    const result = await dispatch(verifyOtp(accountId, otpCode));
    if (!result.ok) {
      setBusy(false);
      setError(result.network ? OFFLINE_MESSAGE : result.message);
      return;
    }
    await onVerified(result.data);
    setBusy(false);
  }

  async function resend() {
    if (cooldown > 0 || busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    const result = await dispatch(sendOtp(accountId, 'message', purpose));
    setBusy(false);
    if (!result.ok) {
      setError(result.network ? OFFLINE_MESSAGE : result.message);
      if (result.code === Code.TOO_FAST) setCooldown(COOLDOWN_S);
      return;
    }
    setCode('');
    setNotice('Đã gửi mã mới');
    setCooldown(result.data.resendIn > 0 ? result.data.resendIn : COOLDOWN_S);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>Nhập mã xác thực đã gửi tới số {msisdnToLocal(accountId)}.</p>
      <TextField
        label="Mã OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {error !== null ? <p role="alert">{error}</p> : null}
      {notice !== null ? <p role="status">{notice}</p> : null}
      <Button type="submit" variant="primary" fullWidth loading={busy} disabled={code.length === 0}>
        Xác nhận
      </Button>
      <Button
        variant="secondary"
        fullWidth
        disabled={cooldown > 0 || busy}
        onClick={() => void resend()}
      >
        {cooldown > 0 ? `Gửi lại mã sau ${cooldown} giây` : 'Gửi lại mã'}
      </Button>
    </form>
  );
}
