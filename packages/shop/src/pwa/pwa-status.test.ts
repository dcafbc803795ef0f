import { describe, expect, it, vi } from 'vitest';
import { API_FROM_CACHE, API_FROM_NETWORK } from './protocol';
import { createPwaStatus, offlineMarkText } from './pwa-status';

// 27/11/2026 20:15 and 26/11/2026 08:05 in Vietnam (UTC+7).
const EVENING = Date.UTC(2026, 10, 27, 13, 15);
const YESTERDAY_MORNING = Date.UTC(2026, 10, 26, 1, 5);
const LATER = Date.UTC(2026, 10, 27, 16, 40);

describe('offlineMarkText', () => {
  it('shows nothing online with fresh data', () => {
    expect(offlineMarkText({ online: true, savedAt: null, updateReady: false }, LATER)).toBeNull();
  });

  it('says offline; with a copy on screen, when (in Vietnam) it was saved', () => {
    expect(offlineMarkText({ online: false, savedAt: null, updateReady: false }, LATER)).toBe(
      'Không có kết nối mạng',
    );
    expect(offlineMarkText({ online: false, savedAt: EVENING, updateReady: false }, LATER)).toBe(
      'Không có kết nối mạng – dữ liệu cập nhật lúc 20:15',
    );
    // The browser thinks it is online but the server could not be reached: a copy all the same.
    expect(offlineMarkText({ online: true, savedAt: EVENING, updateReady: false }, LATER)).toBe(
      'Không có kết nối mạng – dữ liệu cập nhật lúc 20:15',
    );
  });

  it('adds the day when the copy is not of today (Vietnam days: 00:30 on the 28th is tomorrow)', () => {
    expect(
      offlineMarkText({ online: false, savedAt: YESTERDAY_MORNING, updateReady: false }, LATER),
    ).toBe('Không có kết nối mạng – dữ liệu cập nhật lúc 08:05 ngày 26/11');
    const nextVnDay = Date.UTC(2026, 10, 27, 17, 30);
    expect(
      offlineMarkText({ online: false, savedAt: EVENING, updateReady: false }, nextVnDay),
    ).toBe('Không có kết nối mạng – dữ liệu cập nhật lúc 20:15 ngày 27/11');
  });
});

describe('createPwaStatus', () => {
  it('keeps the oldest copy shown until a network answer comes', () => {
    const status = createPwaStatus(true);
    const listener = vi.fn();
    status.subscribe(listener);
    status.onWorkerMessage({ type: API_FROM_CACHE, savedAt: EVENING });
    status.onWorkerMessage({ type: API_FROM_CACHE, savedAt: YESTERDAY_MORNING });
    status.onWorkerMessage({ type: API_FROM_CACHE, savedAt: LATER });
    expect(status.getState().savedAt).toBe(YESTERDAY_MORNING);
    expect(listener).toHaveBeenCalledTimes(2);
    status.onWorkerMessage({ type: API_FROM_NETWORK });
    expect(status.getState().savedAt).toBeNull();
  });

  it('ignores messages that are not the worker protocol', () => {
    const status = createPwaStatus(true);
    for (const data of [null, 'x', { type: 'other' }, { type: API_FROM_CACHE, savedAt: 'x' }]) {
      status.onWorkerMessage(data);
    }
    expect(status.getState()).toEqual({ online: true, savedAt: null, updateReady: false });
  });

  it('follows the connection and the waiting release, telling listeners only of changes', () => {
    const status = createPwaStatus(true);
    const listener = vi.fn();
    const stop = status.subscribe(listener);
    status.setOnline(false);
    status.setOnline(false);
    status.setUpdateReady(true);
    expect(status.getState()).toEqual({ online: false, savedAt: null, updateReady: true });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    status.setOnline(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
