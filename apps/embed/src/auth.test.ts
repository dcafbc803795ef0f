import { afterEach, describe, expect, it } from 'vitest';
import { embedAuth } from './auth';

afterEach(() => {
  for (const name of ['session', 'account_id', 'embedParams'])
    document.cookie = `${name}=; path=/; max-age=0`;
  window.history.replaceState(null, '', '/');
});

describe('embed auth', () => {
  it('is embedded from the launch query, signed in once the session cookie is there', () => {
    window.history.replaceState(null, '', '/?tab=1&source=vi-x&data=d&sig=s');
    expect(embedAuth.bootstrap()).toEqual({
      signedIn: false,
      embed: true,
      embedParams: { source: 'vi-x', data: 'd', sig: 's' },
    });
    document.cookie = 'session=tok-e; path=/';
    document.cookie = 'account_id=84912345678; path=/';
    expect(embedAuth.bootstrap()).toMatchObject({ signedIn: true, accountId: '84912345678' });
    expect(embedAuth.getToken()).toBe('tok-e');
  });

  it('offers no logout', () => {
    expect(embedAuth.canSignOut).toBe(false);
  });
});
