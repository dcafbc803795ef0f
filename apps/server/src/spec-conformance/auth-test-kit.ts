import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { SANDBOX_EMBED_SECRET } from '../modules/embed/partners';
import { createTestApp, type TestApp } from '../test/test-app';
import { snapshot } from '../modules/auth/auth-test-kit';

/**
 * What the spec-conformance suites share. They are written from the product specification
 * alone (docs/README.md), as a partner's client would be: request bodies are plain
 * object literals with the spec's field names (§3, §7), never built from `@veso/contract`,
 * and answers are checked for the spec's codes and messages (§5, §8) and the documented
 * `data.reason` ({ field, rule }). The sandbox server is the real one (database included).
 */

export {
  call,
  createAccount,
  latestCode,
  md5,
  snapshot,
  uniqueMsisdn,
} from '../modules/auth/auth-test-kit';

/** A sandbox server for the suite's file (built before its tests, closed after). */
export function useSpecApp(): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandbox: true } });
  });
  afterAll(() => t?.close());
  return () => {
    if (!t) throw new Error('the app is built in beforeAll');
    return t;
  };
}

/** The spec's request id (§9): the epoch in milliseconds, unique within the run. */
let lastId = 0;
export function specRequestId(): number {
  lastId = Math.max(lastId + 1, Date.now());
  return lastId;
}

/** The sandbox wallet partner's HMAC-SHA256 (its secret is public, apps/server/README.md). */
export function partnerHmac(message: string): string {
  return createHmac('sha256', SANDBOX_EMBED_SECRET).update(message).digest('hex');
}

/** The sandbox partner's signed launch parameters (spec §1: source, data, sig). */
export function launchParams(
  t: TestApp,
  fields: { msisdn: string; fullName?: string; mid: string },
): { source: string; data: string; sig: string } {
  const data = Buffer.from(
    JSON.stringify({ fullName: '', time: t.clock.now().getTime(), ...fields }),
  ).toString('base64url');
  return { source: 'sandbox', data, sig: partnerHmac(data) };
}

/** Expects a refusal: its code, its message, its `data.reason` and its HTTP status class. */
export function expectRefusal(
  res: LightMyRequestResponse,
  refusal: { code: number; message: string | RegExp; reason: { field: string; rule: string } },
): void {
  const body = res.json() as { code: number; message: string; data?: { reason?: unknown } };
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(body.code).toBe(refusal.code);
  if (typeof refusal.message === 'string') expect(body.message).toBe(refusal.message);
  else expect(body.message).toMatch(refusal.message);
  expect(body.data?.reason).toEqual(refusal.reason);
}

/** Runs `refused` and expects the tables a refusal must leave alone unchanged by it. */
export async function changesNothing(t: TestApp, refused: () => Promise<void>): Promise<void> {
  const before = await snapshot(t);
  await refused();
  expect(await snapshot(t)).toEqual(before);
}
