import { describe, expect, it } from 'vitest';
import { bannerListSchema, webviewBannerQuerySchema } from './content';
import { SupportMessages, supportRequestProblem } from './content-paths';

describe('support request rules', () => {
  it('answers the Vietnamese refusal of each field, or null', () => {
    expect(supportRequestProblem({ topic: 'x', message: 'Đơn hàng chưa in vé' })).toBe(
      SupportMessages.topic,
    );
    expect(supportRequestProblem({ topic: 'order', message: ' \n ' })).toBe(SupportMessages.empty);
    expect(supportRequestProblem({ topic: 'order', message: '  123456789 ' })).toBe(
      SupportMessages.tooShort,
    );
    expect(supportRequestProblem({ topic: 'order', message: 'x'.repeat(2001) })).toBe(
      SupportMessages.tooLong,
    );
    expect(supportRequestProblem({ topic: 'prize', message: '1234567890' })).toBeNull();
  });
});

describe('content schemas', () => {
  it('take app paths and https addresses only as links and images', () => {
    const banner = { id: 'a', title: 'A', image: '/static/a.svg', link: '/keno' };
    expect(bannerListSchema.safeParse({ items: [banner] }).success).toBe(true);
    for (const link of ['http://x.example', '//evil.example', 'javascript:alert(1)']) {
      expect(bannerListSchema.safeParse({ items: [{ ...banner, link }] }).success).toBe(false);
    }
  });

  it('take the webview banner query of spec §7 only', () => {
    expect(
      webviewBannerQuerySchema.parse({ channel: 'WEBVIEW', transid: 't', payment_vendor: '1' }),
    ).toEqual({ channel: 'WEBVIEW', transid: 't', payment_vendor: 1 });
    expect(
      webviewBannerQuerySchema.safeParse({ channel: 'WEB', transid: 't', payment_vendor: '1' })
        .success,
    ).toBe(false);
  });
});
