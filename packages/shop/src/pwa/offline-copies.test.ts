import { describe, expect, it } from 'vitest';
import {
  copyKey,
  copyToKeep,
  savedAtOf,
  sessionKeyOf,
  sessionOfCopy,
  staleCopies,
} from './offline-copies';
import { ANONYMOUS_SESSION, SAVED_AT_HEADER } from './protocol';

const envelope = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

describe('session keys', () => {
  it('keys a token one-way and stably; no token is the anonymous session', async () => {
    const key = await sessionKeyOf('secret-token-1');
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(key).not.toContain('secret');
    await expect(sessionKeyOf('secret-token-1')).resolves.toBe(key);
    await expect(sessionKeyOf('secret-token-2')).resolves.not.toBe(key);
    await expect(sessionKeyOf(null)).resolves.toBe(ANONYMOUS_SESSION);
    await expect(sessionKeyOf('')).resolves.toBe(ANONYMOUS_SESSION);
  });

  it('puts the session in the cache key and reads it back, keeping the query', () => {
    const key = copyKey('https://veso.vn/api/order/info?orderId=7', 'abc');
    expect(new URL(key).searchParams.get('orderId')).toBe('7');
    expect(sessionOfCopy(key)).toBe('abc');
    expect(copyKey('https://veso.vn/api/order/info?orderId=7', 'def')).not.toBe(key);
    expect(sessionOfCopy('https://veso.vn/api/result/latest')).toBeNull();
  });
});

describe('staleCopies', () => {
  const keys = [
    copyKey('https://veso.vn/api/result/latest', ANONYMOUS_SESSION),
    copyKey('https://veso.vn/api/result/latest', 'alice'),
    copyKey('https://veso.vn/api/order/info?orderId=1', 'alice'),
    copyKey('https://veso.vn/api/order/info?orderId=2', 'bob'),
  ];

  it("deletes another customer's copies when a customer's requests arrive, keeping public ones", () => {
    expect(staleCopies(keys, 'bob')).toEqual([keys[1], keys[2]]);
    expect(staleCopies(keys, 'alice')).toEqual([keys[3]]);
  });

  it('deletes every signed-in copy once requests come without a session', () => {
    expect(staleCopies(keys, ANONYMOUS_SESSION)).toEqual([keys[1], keys[2], keys[3]]);
  });
});

describe('copyToKeep', () => {
  it('keeps a successful envelope, body and headers intact, stamped with its time', async () => {
    const kept = await copyToKeep(envelope({ code: 0, message: 'OK', data: { id: 1 } }), 1234);
    expect(kept).not.toBeNull();
    expect(await kept?.json()).toEqual({ code: 0, message: 'OK', data: { id: 1 } });
    expect(kept?.headers.get('content-type')).toBe('application/json');
    expect(kept && savedAtOf(kept)).toBe(1234);
  });

  it('never keeps an error envelope, an HTTP error or a body that is not JSON', async () => {
    await expect(
      copyToKeep(envelope({ code: 4, message: 'Phiên đăng nhập hết hạn' }), 1),
    ).resolves.toBeNull();
    await expect(copyToKeep(envelope({ code: 0 }, { status: 500 }), 1)).resolves.toBeNull();
    await expect(copyToKeep(new Response('<html>'), 1)).resolves.toBeNull();
  });

  it('leaves the network answer readable for the page', async () => {
    const answer = envelope({ code: 0, message: 'OK', data: [] });
    await copyToKeep(answer, 1);
    await expect(answer.json()).resolves.toEqual({ code: 0, message: 'OK', data: [] });
  });
});

describe('savedAtOf', () => {
  it('reads the stamp, null without one', () => {
    expect(savedAtOf(new Response('', { headers: { [SAVED_AT_HEADER]: '99' } }))).toBe(99);
    expect(savedAtOf(new Response(''))).toBeNull();
    expect(savedAtOf(new Response('', { headers: { [SAVED_AT_HEADER]: 'x' } }))).toBeNull();
  });
});
