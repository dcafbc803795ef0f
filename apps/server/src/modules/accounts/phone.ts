import { Code } from '@veso/contract';
import { isValidPhone, normalizeMsisdn } from '@veso/domain';
import { ApiError } from '../../http/errors';

/** The msisdn (84…) of a phone number as typed; code 1 when it breaks the spec §5 rules. */
export function toMsisdn(input: string): string {
  if (!isValidPhone(input)) throw new ApiError(Code.PHONE_INVALID);
  return normalizeMsisdn(input);
}
