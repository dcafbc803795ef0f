import { describe, expect, it } from 'vitest';
import { getSessionCookie, setAccountIdCookie, setSessionCookie } from '../cookies/cookies';
import { setupTestStore } from '../test/render-with-providers';
import { embedDetected, selectIsEmbed, selectIsSignedIn, signedIn } from './session-slice';
import { sessionFromBootstrap } from './session';
import { signOut } from './thunks';

describe('session', () => {
  it('builds the state a shell bootstrap describes', () => {
    expect(sessionFromBootstrap({ signedIn: true, accountId: '84900000000' })).toEqual({
      signedIn: true,
      accountId: '84900000000',
      embed: false,
      embedParams: null,
    });
  });

  it('an embed bootstrap alone is not signed in', () => {
    const store = setupTestStore();
    store.dispatch(embedDetected({ source: 's', data: 'd', sig: 'g' }));
    expect(selectIsEmbed(store.getState())).toBe(true);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('signOut clears the cookies and the session', () => {
    setSessionCookie('tok');
    setAccountIdCookie('84900000000');
    const store = setupTestStore();
    store.dispatch(signedIn({ accountId: '84900000000' }));
    store.dispatch(signOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().session.accountId).toBeNull();
    expect(getSessionCookie()).toBeUndefined();
  });
});
