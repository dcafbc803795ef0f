// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { otpPaths } from '../otp-paths';
import type { OtpSchemas } from './otp.schemas';

const tags = ['otp'];

/** One-time codes (spec §3 Send OTP / Verify OTP), under the main base. */
export const otpEndpoints = defineEndpoints<OtpSchemas>()({
  sendMessage: {
    method: 'POST',
    base: 'main',
    path: otpPaths.sendMessage,
    session: 'none',
    tags,
    summary: 'Send a code by the messaging app (41 daily cap, 100 within 60 s)',
  },
  sendCall: {
    method: 'POST',
    base: 'main',
    path: otpPaths.sendCall,
    session: 'none',
    tags,
    summary: 'Send a code by a voice call (41 daily cap, 100 within 60 s)',
  },
  verify: {
    method: 'POST',
    base: 'main',
    path: otpPaths.verify,
    session: 'optional',
    tags,
    summary: 'Verify a code (2 expired, 3 wrong, 40 fifth wrong, 4 dead, 301/304 other number)',
  },
});
