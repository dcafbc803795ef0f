import { validatePassword } from '@veso/domain';

/** † The spec gives no text for a confirmation that differs. */
export const PASSWORD_MISMATCH_MESSAGE = 'Mật khẩu nhập lại không khớp';

/** The errors of a new password and its confirmation (null when fine). */
export function newPasswordErrors(
  password: string,
  confirm: string,
): { password: string | null; confirm: string | null } {
  const invalid = validatePassword(password);
  return {
    password: invalid,
    confirm:
      invalid === null && password.trim() !== confirm.trim() ? PASSWORD_MISMATCH_MESSAGE : null,
  };
}
