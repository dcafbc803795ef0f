import { Code } from '@veso/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../providers/clock';
import type { OtpSender } from '../../providers/otp-sender';
import { insertOtpOutbox } from './repo';

/**
 * The sandbox sender: "sends" by writing to `otp_outbox`, stamped with the injected clock,
 * where `GET /api/dev/otp-outbox?msisdn=84…` (and the e2e tests) read the code.
 */
export function sandboxOtpSender(orm: Orm, clock: Clock): OtpSender {
  return {
    send: async ({ msisdn, code, channel }) => {
      await insertOtpOutbox(orm, { msisdn, code, channel, createdAt: clock.now() });
    },
  };
}

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
