import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataLayer } from './data-layer';
import { createDataLayerLoader, scheduleIdle } from './data-layer-loader';

const layer = { store: {} } as unknown as DataLayer;

describe('createDataLayerLoader', () => {
  it('creates the data layer once, however many callers wait for it', async () => {
    const create = vi.fn(() => Promise.resolve(layer));
    const loader = createDataLayerLoader(create, () => () => undefined);
    expect(loader.current()).toBeNull();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(layer);
    expect(b).toBe(layer);
    await loader.load();
    expect(create).toHaveBeenCalledTimes(1);
    expect(loader.current()).toBe(layer);
  });

  it('tells subscribers when it is ready', async () => {
    const loader = createDataLayerLoader(
      () => Promise.resolve(layer),
      () => () => undefined,
    );
    const listener = vi.fn();
    const unsubscribe = loader.subscribe(listener);
    await loader.load();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    const create = vi
      .fn<() => Promise<DataLayer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(layer);
    const loader = createDataLayerLoader(create, () => () => undefined);
    await expect(loader.load()).rejects.toThrow('dynamically imported module');
    expect(loader.current()).toBeNull();
    await expect(loader.load()).resolves.toBe(layer);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('starts on the idle schedule, which can be cancelled', async () => {
    const tasks: (() => void)[] = [];
    const cancel = vi.fn();
    const create = vi.fn(() => Promise.resolve(layer));
    const loader = createDataLayerLoader(create, (task) => {
      tasks.push(task);
      return cancel;
    });
    const stop = loader.startWhenIdle();
    expect(create).not.toHaveBeenCalled();
    stop();
    expect(cancel).toHaveBeenCalledTimes(1);
    loader.startWhenIdle();
    tasks.at(-1)?.();
    expect(create).toHaveBeenCalledTimes(1);
    await loader.load();
    // Already loading or loaded: nothing more to schedule.
    loader.startWhenIdle();
    expect(tasks).toHaveLength(2);
  });

  it('swallows an idle start that fails; the next load tries again', async () => {
    const create = vi
      .fn<() => Promise<DataLayer>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(layer);
    let task: () => void = () => undefined;
    const loader = createDataLayerLoader(create, (next) => {
      task = next;
      return () => undefined;
    });
    loader.startWhenIdle();
    task();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await expect(loader.load()).resolves.toBe(layer);
  });
});

describe('scheduleIdle', () => {
  it('uses requestIdleCallback with a timeout when the browser has it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = scheduleIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    vi.unstubAllGlobals();
  });

  it('falls back to a macrotask without it', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      scheduleIdle(task);
      expect(task).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      scheduleIdle(cancelled)();
      // Every timer has run: a cancelled task that were still due would have run now.
      vi.runAllTimers();
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
