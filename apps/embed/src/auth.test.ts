import { afterEach, describe, expect, it } from 'vitest';
import {
  bootstrapEmbedSession,
  embedAuth,
  embedSignOn,
  readEmbedParams,
  startWalletLinking,
} from './auth';

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

  it('offers no logout', () => {
    expect(embedAuth.canSignOut).toBe(false);
  });
});

type Call = { url: string; body: unknown; headers: Headers };

function fakeServer(answer: (url: string) => unknown) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://veso.test'), init);
    calls.push({ url: request.url, body: await request.clone().json(), headers: request.headers });
    return Response.json(answer(request.url));
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const SIGNED = '?tab=1&source=sandbox&data=eyJtc2lzZG4iOiIwOTEyMzQ1Njc4In0&sig=abc123';

describe('embedSignOn', () => {
  it('verifies the signed parameters with the server and opens the session', async () => {
    const server = fakeServer(() => ({
      code: 0,
      message: 'OK',
      data: { session: 'tok-e', account_id: '84912345678', nextStep: null },
    }));
    const result = await embedSignOn(SIGNED, { fetch: server.fetch });
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
    // A reload with the same parameters keeps the session instead of replaying them.
    expect(await embedSignOn(SIGNED, { fetch: server.fetch })).toEqual({ kind: 'kept' });
    expect(server.calls).toHaveLength(1);
  });

  it('stays signed out, but embedded, when the server refuses the signature', async () => {
    document.cookie = 'session=old; path=/';
    const server = fakeServer(() => ({ code: 14, message: 'Yêu cầu không hợp lệ' }));
    const result = await embedSignOn(SIGNED.replace('abc123', 'tampered'), { fetch: server.fetch });
    expect(result).toMatchObject({ kind: 'refused', code: 14 });
    expect(bootstrapEmbedSession('')).toMatchObject({ signedIn: false, embed: true });
  });

  it('gives the spec §8 system error when the server cannot be reached', async () => {
    const fetch = (() =>
      Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    expect(await embedSignOn(SIGNED, { fetch })).toEqual({
      kind: 'refused',
      code: -1,
      message: 'Lỗi hệ thống. Quý khách vui lòng thử lại sau',
    });
  });

  it('does nothing without signed parameters', async () => {
    const server = fakeServer(() => ({}));
    expect(await embedSignOn('?tab=1', { fetch: server.fetch })).toEqual({ kind: 'none' });
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
      { fetch: server.fetch },
    );
    expect(next).toBe('/xac-thuc-so-dien-thoai?account_id=84912345678&type=link');
    expect(server.calls[0]?.url).toBe('http://veso.test/api/otp/message');
    expect(server.calls[0]?.headers.get('x-access-token')).toBe('tok-e');
    expect(server.calls[0]?.body).toMatchObject({ accountId: '84912345678', type: 'link' });
  });

  it('links the MID at once for an account that already has a password', async () => {
    const server = fakeServer(() => ({ code: 0, message: 'OK', data: {} }));
    const next = await startWalletLinking(
      { kind: 'signed-in', accountId: '84912345678', nextStep: 'active_data' },
      params,
      { fetch: server.fetch },
    );
    expect(next).toBeNull();
    expect(server.calls[0]?.url).toBe('http://veso.test/api/app-service/active_data');
    expect(server.calls[0]?.body).toMatchObject(params);
  });

  it('asks an existing account for its password, or for the profile, without a call', async () => {
    const server = fakeServer(() => ({}));
    const signOn = { kind: 'signed-in', accountId: '84912345678' } as const;
    expect(
      await startWalletLinking({ ...signOn, nextStep: 'check_password' }, params, {
        fetch: server.fetch,
      }),
    ).toBe('/nhap-mat-khau');
    expect(
      await startWalletLinking({ ...signOn, nextStep: 'profile' }, params, { fetch: server.fetch }),
    ).toBe('/cap-nhat-thong-tin-tai-khoan?link=1');
    expect(server.calls).toHaveLength(0);
  });

  it('does nothing for a linked wallet', async () => {
    const server = fakeServer(() => ({}));
    expect(
      await startWalletLinking({ kind: 'signed-in', accountId: '1', nextStep: null }, params, {
        fetch: server.fetch,
      }),
    ).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});
