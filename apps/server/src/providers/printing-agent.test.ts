import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SANDBOX_SLOW_DELAY_MS,
  SandboxAgentUnavailable,
  sandboxPrintingAgent,
  type PrintRequest,
} from './printing-agent';

/** The sandbox agent's switch: normal, slow, hang and fail. */

afterEach(() => {
  vi.useRealTimers();
});

const request = (ticketId: number): PrintRequest => ({
  reference: `ticket-${ticketId}`,
  ticketId,
  product: 'mega645',
  drawCode: '01234',
});

/** Where a call stands: still waiting, answered, or failed (read after the timers ran). */
function track<T>(call: Promise<T>) {
  const seen: { answer?: T; error?: unknown; settled: boolean } = { settled: false };
  call.then(
    (answer) => Object.assign(seen, { answer, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

describe('the sandbox printing agent', () => {
  it('prints at once in normal mode and answers a reference it printed with the first print', async () => {
    const agent = sandboxPrintingAgent();
    expect(agent.state()).toEqual({ mode: 'normal', delayMs: SANDBOX_SLOW_DELAY_MS, pending: 0 });
    const first = await agent.print(request(7));
    expect(first).toMatchObject({ ok: true, serial: 'MEGA645-01234-00000007' });
    expect(await agent.print(request(7))).toEqual(first);
    expect(agent.printed.size).toBe(1);
  });

  it('slow: answers after the delay, not before', async () => {
    vi.useFakeTimers();
    const agent = sandboxPrintingAgent();
    expect(agent.setMode('slow', 2_000)).toEqual({ mode: 'slow', delayMs: 2_000, pending: 0 });
    const call = track(agent.print(request(1)));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(call.settled).toBe(false);
    expect(agent.state().pending).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.answer).toMatchObject({ ok: true });
    expect(agent.state().pending).toBe(0);
    // The delay is kept when the mode is switched without one.
    expect(agent.setMode('normal').delayMs).toBe(2_000);
  });

  it('hang: never answers until switched back, then prints what was waiting', async () => {
    vi.useFakeTimers();
    const agent = sandboxPrintingAgent();
    agent.setMode('hang');
    const calls = [track(agent.print(request(1))), track(agent.print(request(2)))];
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls.map((c) => c.settled)).toEqual([false, false]);
    expect(agent.state()).toMatchObject({ mode: 'hang', pending: 2 });
    expect(agent.printed.size).toBe(0);
    // Another hang (a repeated switch) keeps them waiting.
    agent.setMode('hang');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.settled)).toEqual([false, false]);
    agent.setMode('normal');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.answer)).toMatchObject([{ ok: true }, { ok: true }]);
    expect(agent.state().pending).toBe(0);
    expect([...agent.printed.keys()]).toEqual(['ticket-1', 'ticket-2']);
  });

  it('hang: a call whose signal aborts (the job timed out) ends with its reason and prints nothing', async () => {
    vi.useFakeTimers();
    const agent = sandboxPrintingAgent();
    agent.setMode('hang');
    const controller = new AbortController();
    const call = track(agent.print(request(3), { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(call.settled).toBe(false);
    const reason = new Error('provider did not answer within 1000 ms');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toBe(reason);
    expect(agent.state().pending).toBe(0);
    agent.setMode('normal');
    await vi.advanceTimersByTimeAsync(0);
    expect(agent.printed.size).toBe(0);
  });

  it('slow: an abort ends the wait at once', async () => {
    vi.useFakeTimers();
    const agent = sandboxPrintingAgent({ switch: { mode: 'slow', delayMs: 60_000 } });
    const controller = new AbortController();
    const call = track(agent.print(request(4), { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('job runner closed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({ message: 'job runner closed' });
    expect(agent.printed.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fail: every call fails (hung ones too once switched) and nothing is printed until it is back', async () => {
    vi.useFakeTimers();
    const agent = sandboxPrintingAgent();
    agent.setMode('hang');
    const hung = track(agent.print(request(5)));
    agent.setMode('fail');
    await vi.advanceTimersByTimeAsync(0);
    expect(hung.error).toBeInstanceOf(SandboxAgentUnavailable);
    await expect(agent.print(request(5))).rejects.toThrow('sandbox: printing agent unavailable');
    expect(agent.printed.size).toBe(0);
    agent.setMode('normal');
    expect(await agent.print(request(5))).toMatchObject({ ok: true });
    expect(agent.state()).toMatchObject({ mode: 'normal', pending: 0 });
  });
});
