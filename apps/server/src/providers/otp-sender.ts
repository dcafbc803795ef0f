/** How a code reaches the customer: a messaging-app message (default) or a voice call. */
export type OtpChannel = 'message' | 'voice';

/**
 * Delivers one-time codes. Sandbox: the outbox table (`sandboxOtpSender` of the otp
 * module); a real SMS/voice gateway later.
 */
export type OtpSender = {
  send(input: { msisdn: string; code: string; channel: OtpChannel }): Promise<void>;
};
