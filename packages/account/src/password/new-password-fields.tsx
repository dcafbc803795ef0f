import { PASSWORD_MAX_LENGTH } from '@veso/domain';
import { TextField } from '@veso/ui-kit';

export type NewPasswordFieldsProps = {
  /** The first field's label ('Mật khẩu' on registration, 'Mật khẩu mới' elsewhere). */
  passwordLabel: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** What `newPasswordErrors` found (null when fine). */
  errors: { password?: string | null; confirm?: string | null };
};

/** A new password and its confirmation ('Nhập lại mật khẩu'), as every password form asks. */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password ?? undefined}
      />
      <TextField
        label="Nhập lại mật khẩu"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        error={errors.confirm ?? undefined}
      />
    </>
  );
}
