import { PASSWORD_MAX_LENGTH, validateNewPassword } from '@veso/domain';
import { TextField } from '@veso/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';

/** † The spec gives no text for a confirmation that differs. */
export const PASSWORD_MISMATCH_MESSAGE = 'Mật khẩu nhập lại không khớp';

export type NewPasswordErrors = { password: string | null; confirm: string | null };

/** The errors of a new password (8 to 25 characters) and its confirmation (null when fine). */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors {
  const invalid = validateNewPassword(password);
  return {
    password: invalid,
    confirm:
      invalid === null && password.trim() !== confirm.trim() ? PASSWORD_MISMATCH_MESSAGE : null,
  };
}

export type PasswordFieldProps = {
  label: string;
  /** 'current-password' for a sign-in or check, 'new-password' for a password being set. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** One masked password input, capped at the domain's maximum length. */
export function PasswordField({ label, autoComplete, value, onChange, error }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? undefined}
    />
  );
}

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
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
      />
      <PasswordField
        label="Nhập lại mật khẩu"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        error={errors.confirm}
      />
    </>
  );
}

export type NewPassword = {
  /** The password as typed. */
  password: string;
  /** Shows the errors of both fields; true when the password may be submitted. */
  check: () => boolean;
  /** Empties both fields (after a successful change). */
  clear: () => void;
  /** The two fields, to place in the form. */
  fields: ReactNode;
};

/**
 * The state of a new password form part (registration, set password, settings): the
 * values, their errors once checked, and the {@link NewPasswordFields} showing them.
 */
export function useNewPassword(passwordLabel: string): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({ password: null, confirm: null });
  return {
    password,
    check: () => {
      const found = newPasswordErrors(password, confirm);
      setErrors(found);
      return found.password === null && found.confirm === null;
    },
    clear: () => {
      setPassword('');
      setConfirm('');
    },
    fields: (
      <NewPasswordFields
        passwordLabel={passwordLabel}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={errors}
      />
    ),
  };
}
