import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapWebSession, webAuth } from './auth';

afterEach(() => {
  for (const name of ['session', 'account_id']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('web auth bootstrap', () => {
  it('is signed out without a session cookie', () => {
    expect(bootstrapWebSession()).toEqual({ signedIn: false, accountId: null });
    expect(webAuth.getToken()).toBeUndefined();
  });

  it('is signed in with the session cookie, as the account of the account_id cookie', () => {
    document.cookie = 'session=tok-abc; path=/';
    document.cookie = 'account_id=84912345678; path=/';
    expect(bootstrapWebSession()).toEqual({ signedIn: true, accountId: '84912345678' });
    expect(webAuth.getToken()).toBe('tok-abc');
  });

  it('lets the customer sign out', () => {
    expect(webAuth.canSignOut).toBe(true);
  });
});
