import { Code } from '@veso/contract';
import { ApiError } from '../../http/errors';
import type { OtpSender } from '../../providers/otp-sender';

/**
 * Outside the sandbox there is no SMS / voice gateway yet: sending answers -1 (the code
 * is recorded, so the limits still count) until a real provider is configured.
 */
export function unavailableOtpSender(): OtpSender {
  return {
    send: async () => {
      throw new ApiError(Code.SYSTEM_BUSY);
    },
  };
}
