import { Button, Dialog } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { OtpChannel } from '../shared/account-calls';

export type OtpDeliveryDialogProps = {
  open: boolean;
  /** The number the code goes to, as shown to the customer (0…). */
  phone: string;
  busy?: boolean;
  /** Why sending failed (shown in the dialog), or null. */
  error?: string | null;
  onSend: (channel: OtpChannel) => void;
  onClose: () => void;
};

/**
 * The OTP delivery dialog of spec §2: a messaging-app message (default) or a phone call,
 * confirmed with 'Gửi mã' or 'Gọi Cho Tôi'; contact within 60 seconds.
 */
export function OtpDeliveryDialog({
  open,
  phone,
  busy = false,
  error = null,
  onSend,
  onClose,
}: OtpDeliveryDialogProps) {
  const [channel, setChannel] = useState<OtpChannel>('message');
  const noteId = useId();
  const name = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Xác thực số điện thoại"
      describedBy={noteId}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Đóng
          </Button>
          <Button variant="primary" loading={busy} onClick={() => onSend(channel)}>
            {channel === 'call' ? 'Gọi Cho Tôi' : 'Gửi mã'}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend>Nhận mã xác thực qua</legend>
        <label>
          <input
            type="radio"
            name={name}
            value="message"
            checked={channel === 'message'}
            onChange={() => setChannel('message')}
          />{' '}
          Tin nhắn ứng dụng nhắn tin
        </label>
        <br />
        <label>
          <input
            type="radio"
            name={name}
            value="call"
            checked={channel === 'call'}
            onChange={() => setChannel('call')}
          />{' '}
          Cuộc gọi đến số điện thoại
        </label>
      </fieldset>
      <p id={noteId}>Chúng tôi sẽ liên hệ với số {phone} trong vòng 60 giây để gửi mã xác thực.</p>
      {error !== null ? <p role="alert">{error}</p> : null}
    </Dialog>
  );
}
