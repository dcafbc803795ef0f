import { SANDBOX_CAPTCHA_TOKEN } from '@veso/contract';
import type { ServerConfig } from '../env';
import { RECAPTCHA_VERIFY_URL } from '../env';

/** Checks the captcha token sent with a sign-in. */
export type CaptchaVerifier = {
  readonly provider: 'recaptcha' | 'sandbox' | 'none';
  /** The public site key the client loads the widget with (reCAPTCHA only). */
  readonly siteKey: string | null;
  /** True when the token is good; throws {@link CaptchaUnavailableError} if it cannot tell. */
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
};

/** The verification service could not be reached or answered nonsense. */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}

/** The sandbox captcha: accepts exactly {@link SANDBOX_CAPTCHA_TOKEN}. */
export function sandboxCaptchaVerifier(): CaptchaVerifier {
  return {
    provider: 'sandbox',
    siteKey: null,
    verify: async (token) => token === SANDBOX_CAPTCHA_TOKEN,
  };
}

/** Live mode without reCAPTCHA keys: every sign-in is refused until keys are configured. */
export function refusingCaptchaVerifier(): CaptchaVerifier {
  return { provider: 'none', siteKey: null, verify: async () => false };
}

export type RecaptchaOptions = {
  siteKey: string;
  secret: string;
  /** The siteverify endpoint; Google's by default. */
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** reCAPTCHA v2: posts the token to siteverify and trusts its `success`. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = 'recaptcha' as const;
  readonly siteKey: string;
  readonly #secret: string;
  readonly #verifyUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: RecaptchaOptions) {
    this.siteKey = options.siteKey;
    this.#secret = options.secret;
    this.#verifyUrl = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#fetch = options.fetch ?? fetch;
  }

  async verify(token: string | undefined, remoteIp?: string): Promise<boolean> {
    if (!token) return false;
    const form = new URLSearchParams({ secret: this.#secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let body: unknown;
    try {
      const response = await this.#fetch(this.#verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new CaptchaUnavailableError('reCAPTCHA verification failed', { cause: error });
    }
    if (typeof body !== 'object' || body === null || !('success' in body)) {
      throw new CaptchaUnavailableError('reCAPTCHA answered without "success"');
    }
    return body.success === true;
  }
}

/**
 * The verifier of a configuration: reCAPTCHA when keys are configured, else the sandbox
 * dev token in sandbox mode, else one that refuses (live without keys).
 */
export function createCaptchaVerifier(config: ServerConfig): CaptchaVerifier {
  const captcha = config.captcha;
  if (captcha?.siteKey && captcha.secret) {
    return new RecaptchaVerifier({
      siteKey: captcha.siteKey,
      secret: captcha.secret,
      verifyUrl: captcha.verifyUrl,
    });
  }
  return config.sandbox ? sandboxCaptchaVerifier() : refusingCaptchaVerifier();
}
