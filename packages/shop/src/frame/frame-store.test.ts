import { getSessionCookie, sessionFromBootstrap, setSessionCookie } from '@veso/shop-core';
import { describe, expect, it, vi } from 'vitest';
import { createFrameStore, initialFrameState } from './frame-store';
import type { FrameBackend, FrameState } from './frame-store';

const signedIn = sessionFromBootstrap({ signedIn: true, accountId: '84912345678' });

function fakeBackend(state: FrameState) {
  let current = state;
  const listeners = new Set<() => void>();
  const backend: FrameBackend = {
    getState: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPageTitle: vi.fn((title: string) => {
      current = { ...current, pageTitle: title };
      listeners.forEach((listener) => listener());
    }),
    setLoading: vi.fn(),
    signOut: vi.fn(),
  };
  return backend;
}

describe('createFrameStore', () => {
  it('starts from the bootstrapped session, no title, loading', () => {
    const frame = createFrameStore(initialFrameState(signedIn));
    expect(frame.getState()).toEqual({ session: signedIn, pageTitle: '', loading: true });
    expect(frame.isConnected()).toBe(false);
  });

  it('keeps title and loading itself before the data layer, telling subscribers', () => {
    const frame = createFrameStore(initialFrameState(signedIn));
    const listener = vi.fn();
    frame.subscribe(listener);
    const before = frame.getState();
    frame.setPageTitle('Mua vé số online');
    frame.setLoading(false);
    expect(frame.getState()).toMatchObject({ pageTitle: 'Mua vé số online', loading: false });
    expect(listener).toHaveBeenCalledTimes(2);
    // Same value: no new snapshot, no notification.
    const after = frame.getState();
    frame.setPageTitle('Mua vé số online');
    expect(frame.getState()).toBe(after);
    expect(after).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('signs out without a store: clears the session cookie and the session', () => {
    setSessionCookie('token-1');
    const frame = createFrameStore(initialFrameState(signedIn));
    frame.signOut();
    expect(getSessionCookie()).toBeUndefined();
    expect(frame.getState().session).toMatchObject({ signedIn: false, accountId: null });
  });

  it('hands reads and writes over to the connected backend', () => {
    const frame = createFrameStore(initialFrameState(signedIn));
    const listener = vi.fn();
    frame.subscribe(listener);
    const backend = fakeBackend({ session: signedIn, pageTitle: 'Từ store', loading: false });
    frame.connect(backend);
    expect(frame.isConnected()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(frame.getState().pageTitle).toBe('Từ store');

    frame.setPageTitle('Kết quả');
    expect(backend.setPageTitle).toHaveBeenCalledWith('Kết quả');
    expect(frame.getState().pageTitle).toBe('Kết quả');
    expect(listener).toHaveBeenCalledTimes(2);
    frame.setLoading(true);
    expect(backend.setLoading).toHaveBeenCalledWith(true);
    frame.signOut();
    expect(backend.signOut).toHaveBeenCalledTimes(1);
  });
});
