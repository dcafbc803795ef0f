import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapEmbedSession, embedAuth, readEmbedParams } from './auth';

afterEach(() => {
  for (const name of ['session', 'embedParams']) document.cookie = `${name}=; path=/; max-age=0`;
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
