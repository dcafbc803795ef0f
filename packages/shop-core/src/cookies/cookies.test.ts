import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getAccountIdCookie,
  getEmbedParamsCookie,
  getNotifyFlag,
  getSessionCookie,
  getUserAreaCookie,
  NOTIFY_FLAGS,
  setAccountIdCookie,
  setEmbedParamsCookie,
  setNotifyFlag,
  setSessionCookie,
  setUserAreaCookie,
} from './cookies';

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}

afterEach(() => {
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('cookie helper', () => {
  it('stores the session under the spec cookie names', () => {
    setSessionCookie('tok-123');
    setAccountIdCookie('84912345678');
    setUserAreaCookie('mien-bac');
    expect(getSessionCookie()).toBe('tok-123');
    expect(getAccountIdCookie()).toBe('84912345678');
    expect(getUserAreaCookie()).toBe('mien-bac');
    expect(cookieNames().sort()).toEqual(['account_id', 'session', 'userArea']);
  });

  it('reads nothing when no cookie is set', () => {
    expect(getSessionCookie()).toBeUndefined();
    expect(getAccountIdCookie()).toBeUndefined();
    expect(getEmbedParamsCookie()).toBeUndefined();
  });

  it('round-trips the embed params and ignores a malformed value', () => {
    setEmbedParamsCookie({ source: 'vi-x', data: 'a=b&c', sig: 's+/=' });
    expect(getEmbedParamsCookie()).toEqual({ source: 'vi-x', data: 'a=b&c', sig: 's+/=' });
    document.cookie = 'embedParams=not-json; path=/';
    expect(getEmbedParamsCookie()).toBeUndefined();
  });

  it('keeps each notification flag as a boolean', () => {
    expect(NOTIFY_FLAGS).toEqual([
      'bao636Notify',
      'baoKenoNotify',
      'groupPlayNotify',
      'baoLoTo2Notify',
      'remindCashback',
      'isRead',
    ]);
    expect(getNotifyFlag('isRead')).toBe(false);
    setNotifyFlag('isRead', true);
    setNotifyFlag('remindCashback', false);
    expect(getNotifyFlag('isRead')).toBe(true);
    expect(getNotifyFlag('remindCashback')).toBe(false);
  });

  it('clearSession forgets the customer but keeps the device flags', () => {
    setSessionCookie('tok');
    setAccountIdCookie('84900000000');
    setUserAreaCookie('mien-nam');
    setEmbedParamsCookie({ source: 's', data: 'd', sig: 'g' });
    setNotifyFlag('bao636Notify', true);
    clearSession();
    expect(getSessionCookie()).toBeUndefined();
    expect(getAccountIdCookie()).toBeUndefined();
    expect(getUserAreaCookie()).toBeUndefined();
    expect(getEmbedParamsCookie()).toBeUndefined();
    expect(getNotifyFlag('bao636Notify')).toBe(true);
  });
});
