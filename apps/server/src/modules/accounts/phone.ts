import { Code } from '@veso/contract';
import { cleanPhone, isValidPhone, normalizeMsisdn, PHONE_MESSAGES } from '@veso/domain';
import { ApiError, invalidRequest } from '../../http/errors';

/**
 * The msisdn (84…) of a phone number as typed; code 1 when it breaks the spec §5 rules,
 * with §5's 'Vui lòng nhập số điện thoại' when there is none, and `data.reason` naming
 * `field` (`required` or `format`).
 */
export function toMsisdn(input: string, field = 'msisdn'): string {
  if (cleanPhone(input) === '') {
    throw new ApiError(Code.PHONE_INVALID, PHONE_MESSAGES.empty, undefined, {
      field,
      rule: 'required',
    });
  }
  if (!isValidPhone(input)) {
    throw new ApiError(Code.PHONE_INVALID, undefined, undefined, { field, rule: 'format' });
  }
  return normalizeMsisdn(input);
}

/** The account fields of a body, in the spec's spellings (`accountNameShape`). */
export type AccountNamed = {
  msisdn?: string | undefined;
  account_id?: string | undefined;
  accountId?: string | undefined;
};

/**
 * The msisdn a body names by `msisdn` (§7), `account_id` or `accountId` (§3): the given ones
 * must agree (14, `mismatch`); none is the empty number (1).
 */
export function namedMsisdn(body: AccountNamed): string {
  return namedAccount(body).msisdn;
}

/** {@link namedMsisdn} with the field that named it (for the reason of a later refusal). */
export function namedAccount(body: AccountNamed): { msisdn: string; field: string } {
  const given = (['msisdn', 'account_id', 'accountId'] as const).filter(
    (field) => body[field] !== undefined,
  );
  const [first, ...others] = given;
  if (first === undefined) return { msisdn: toMsisdn('', 'msisdn'), field: 'msisdn' };
  const msisdn = toMsisdn(body[first] ?? '', first);
  for (const field of others) {
    if (toMsisdn(body[field] ?? '', field) !== msisdn) {
      throw invalidRequest('Yêu cầu không hợp lệ: số điện thoại không khớp', field, 'mismatch');
    }
  }
  return { msisdn, field: first };
}
