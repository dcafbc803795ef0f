import type { Orm } from '../db/database';
import { insertOtpOutbox } from '../modules/dev/repo';
import type { Clock } from './clock';

/** How a code reaches the customer: a messaging-app message (default) or a voice call. */
export type OtpChannel = 'message' | 'voice';

/** Delivers one-time codes. Sandbox: the outbox table; a real SMS/voice gateway later. */
export type OtpSender = {
  send(input: { msisdn: string; code: string; channel: OtpChannel }): Promise<void>;
};

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
