import { createFakeFetch, offlineFetch, testApiBaseUrls } from '@veso/shop-core';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapEmbedSession, readEmbedParams, startEmbedSession } from './embed-session';
import { embedSignOn, startWalletLinking } from './embed-sign-on';

afterEach(() => {
  for (const name of ['session', 'account_id', 'embedParams'])
    document.cookie = `${name}=; path=/; max-age=0`;
});

function embedParamsCookie(): unknown {
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('embedParams='));
  return raw ? JSON.parse(decodeURIComponent(raw.slice('embedParams='.length))) : undefined;
}

describe('readEmbedParams', () => {
  it('needs all three of source, data and sig', () => {
    expect(readEmbedParams('?source=vi-x&data=abc&sig=s1')).toEqual({
      source: 'vi-x',
      data: 'abc',
      sig: 's1',
    });
    expect(readEmbedParams('?source=vi-x&data=abc')).toBeUndefined();
    expect(readEmbedParams('?source=&data=abc&sig=s1')).toBeUndefined();
    expect(readEmbedParams('')).toBeUndefined();
  });
});

describe('embed auth bootstrap', () => {
  it('enters embed mode from the query and stores the params in the embedParams cookie', () => {
    const session = bootstrapEmbedSession('?tab=1&source=vi-x&data=eyJhIjoxfQ%3D%3D&sig=c2ln');
    expect(session).toEqual({
      signedIn: false,
      embed: true,
      embedParams: { source: 'vi-x', data: 'eyJhIjoxfQ==', sig: 'c2ln' },
    });
    expect(embedParamsCookie()).toEqual({ source: 'vi-x', data: 'eyJhIjoxfQ==', sig: 'c2ln' });
  });

  it('stays embedded after a reload without the query, from the cookie', () => {
    bootstrapEmbedSession('?source=vi-x&data=d&sig=s');
    expect(bootstrapEmbedSession('')).toMatchObject({
      embed: true,
      embedParams: { source: 'vi-x' },
    });
  });

  it('is neither embedded nor signed in without params', () => {
    expect(bootstrapEmbedSession('?tab=1')).toEqual({
      signedIn: false,
      embed: false,
      embedParams: null,
    });
  });
});

type Call = { url: string; body: unknown; headers: Headers };

/** A fake server on the api-client's request path; `answer` gives the envelope. */
function fakeServer(answer: (url: string) => unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = createFakeFetch(async (request) => {
    calls.push({ url: request.url, body: await request.clone().json(), headers: request.headers });
    return Response.json(answer(request.url), { status });
  });
  return { fetch, baseUrls: testApiBaseUrls(), calls };
}

const SIGNED = '?tab=1&source=sandbox&data=eyJtc2lzZG4iOiIwOTEyMzQ1Njc4In0&sig=abc123';

describe('embedSignOn', () => {
  it('verifies the signed parameters with the server and opens the session', async () => {
    const server = fakeServer(() => ({
      code: 0,
      message: 'OK',
      data: { session: 'tok-e', account_id: '84912345678', nextStep: null },
    }));
    const result = await embedSignOn(SIGNED, server);
    expect(result).toEqual({ kind: 'signed-in', accountId: '84912345678', nextStep: null });
    expect(server.calls[0]?.url).toBe('http://veso.test/api/app-service/auth/signin');
    expect(server.calls[0]?.body).toEqual({
      source: 'sandbox',
      data: 'eyJtc2lzZG4iOiIwOTEyMzQ1Njc4In0',
      sig: 'abc123',
    });
    expect(bootstrapEmbedSession(SIGNED)).toMatchObject({
      signedIn: true,
      accountId: '84912345678',
      embed: true,
    });
  });

  it('sends a reload on the launch URL with the session it opened, and takes the step the server gives', async () => {
    let step: string | null = 'otp';
    const server = fakeServer(() => ({
      code: 0,
      message: 'OK',
      data: { session: 'tok-r', account_id: '84912345678', nextStep: step },
    }));
    expect(await embedSignOn(SIGNED, server)).toMatchObject({ nextStep: 'otp' });
    expect(server.calls[0]?.headers.get('x-access-token')).toBeNull();
    // Reloaded after the password: the server says the MID is still to be linked.
    step = 'active_data';
    expect(await embedSignOn(SIGNED, server)).toEqual({
      kind: 'signed-in',
      accountId: '84912345678',
      nextStep: 'active_data',
    });
    expect(server.calls[1]?.headers.get('x-access-token')).toBe('tok-r');
    expect(bootstrapEmbedSession('')).toMatchObject({ signedIn: true, embed: true });
  });

  it('signs a reload out with what to do when its link can no longer be made', async () => {
    const launched = fakeServer(() => ({
      code: 0,
      message: 'OK',
      data: { session: 'tok-x', account_id: '84912345678', nextStep: 'otp' },
    }));
    await embedSignOn(SIGNED, launched);
    const reopen =
      'Liên kết mở VeSo từ ví đã hết hạn. Quý khách vui lòng đóng trang này và mở lại VeSo từ ứng dụng ví';
    const expired = fakeServer(() => ({ code: 10, message: reopen }), 401);
    expect(await startEmbedSession(SIGNED, expired)).toEqual({ next: null, startupError: reopen });
    expect(bootstrapEmbedSession('')).toMatchObject({ signedIn: false, embed: true });
  });

  it('keeps the session of a reload that cannot reach the server', async () => {
    document.cookie = 'session=tok-k; path=/';
    bootstrapEmbedSession(SIGNED);
    const fetch = offlineFetch();
    expect(await embedSignOn(SIGNED, { fetch, baseUrls: testApiBaseUrls() })).toEqual({
      kind: 'kept',
    });
    expect(bootstrapEmbedSession('')).toMatchObject({ signedIn: true, embed: true });
  });

  it('stays signed out, but embedded, when the server refuses the signature', async () => {
    document.cookie = 'session=old; path=/';
    const server = fakeServer(() => ({ code: 14, message: 'Chữ ký không hợp lệ' }), 400);
    const result = await embedSignOn(SIGNED.replace('abc123', 'tampered'), server);
    expect(result).toEqual({ kind: 'refused', code: 14, message: 'Chữ ký không hợp lệ' });
    expect(bootstrapEmbedSession('')).toMatchObject({ signedIn: false, embed: true });
  });

  it('gives the spec §8 system error when the server cannot be reached', async () => {
    const fetch = offlineFetch();
    expect(await embedSignOn(SIGNED, { fetch, baseUrls: testApiBaseUrls() })).toEqual({
      kind: 'refused',
      code: -1,
      message: 'Lỗi hệ thống. Quý khách vui lòng thử lại sau',
    });
  });

  it('does nothing without signed parameters', async () => {
    const server = fakeServer(() => ({}));
    expect(await embedSignOn('?tab=1', server)).toEqual({ kind: 'none' });
    expect(server.calls).toHaveLength(0);
  });
});

describe('startWalletLinking', () => {
  const params = { source: 'sandbox', data: 'd', sig: 's' };

  it('sends a code for a new wallet user and opens the OTP page (type link)', async () => {
    document.cookie = 'session=tok-e; path=/';
    const server = fakeServer(() => ({ code: 0, message: 'OK', data: {} }));
    const next = await startWalletLinking(
      { kind: 'signed-in', accountId: '84912345678', nextStep: 'otp' },
      params,
      server,
    );
    expect(next).toBe('/xac-thuc-so-dien-thoai?account_id=84912345678&type=link');
    expect(server.calls[0]?.url).toBe('http://veso.test/api/otp/message');
    expect(server.calls[0]?.headers.get('x-access-token')).toBe('tok-e');
    expect(server.calls[0]?.body).toMatchObject({
      accountId: '84912345678',
      type: 'link',
      deviceInfo: { devId: expect.any(String) as string },
      requestId: expect.any(String) as string,
    });
  });

  it('still opens the OTP page offline, where the customer can ask for a code again', async () => {
    const next = await startWalletLinking(
      { kind: 'signed-in', accountId: '84912345678', nextStep: 'otp' },
      params,
      { fetch: offlineFetch(), baseUrls: testApiBaseUrls() },
    );
    expect(next).toBe('/xac-thuc-so-dien-thoai?account_id=84912345678&type=link');
  });

  it('links the MID at once for an account that already has a password', async () => {
    const server = fakeServer(() => ({ code: 0, message: 'OK', data: {} }));
    const next = await startWalletLinking(
      { kind: 'signed-in', accountId: '84912345678', nextStep: 'active_data' },
      params,
      server,
    );
    expect(next).toBeNull();
    expect(server.calls[0]?.url).toBe('http://veso.test/api/app-service/active_data');
    expect(server.calls[0]?.body).toMatchObject(params);
  });

  it('asks an existing account for its password, or for the profile, without a call', async () => {
    const server = fakeServer(() => ({}));
    const signOn = { kind: 'signed-in', accountId: '84912345678' } as const;
    expect(
      await startWalletLinking({ ...signOn, nextStep: 'check_password' }, params, server),
    ).toBe('/nhap-mat-khau');
    expect(await startWalletLinking({ ...signOn, nextStep: 'profile' }, params, server)).toBe(
      '/cap-nhat-thong-tin-tai-khoan?link=1',
    );
    expect(server.calls).toHaveLength(0);
  });

  it('does nothing for a linked wallet', async () => {
    const server = fakeServer(() => ({}));
    expect(
      await startWalletLinking(
        { kind: 'signed-in', accountId: '1', nextStep: null },
        params,
        server,
      ),
    ).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});

describe('startEmbedSession', () => {
  it('signs on and opens the linking flow’s first page', async () => {
    const server = fakeServer((url) =>
      url.endsWith('/auth/signin')
        ? {
            code: 0,
            message: 'OK',
            data: { session: 'tok-n', account_id: '84911111111', nextStep: 'check_password' },
          }
        : {},
    );
    expect(await startEmbedSession(SIGNED, server)).toEqual({ next: '/nhap-mat-khau' });
    expect(server.calls).toHaveLength(1);
  });

  it('gives the refusal as the startup error, and no page', async () => {
    const server = fakeServer(() => ({ code: 10, message: 'Chữ ký đã hết hạn' }), 400);
    expect(await startEmbedSession(SIGNED, server)).toEqual({
      next: null,
      startupError: 'Chữ ký đã hết hạn',
    });
  });

  it('does nothing without signed parameters', async () => {
    const server = fakeServer(() => ({}));
    expect(await startEmbedSession('?tab=1', server)).toEqual({ next: null });
    expect(server.calls).toHaveLength(0);
  });
});
