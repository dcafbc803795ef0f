import { Code, messageForCode } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { ApiError, validationMessage } from './errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { bodyLimit: 2048 } });
  // Routes that exercise each failure path of the real error handler.
  t.app.get('/api/test/boom', async () => {
    throw new Error('kaboom at /secret/path.ts:12');
  });
  t.app.get('/api/test/refuse/:code', {
    schema: { params: z.object({ code: z.coerce.number().int() }) },
    handler: async (request) => {
      throw new ApiError(request.params.code);
    },
  });
  t.app.post('/api/test/echo', {
    schema: {
      body: z.object({ msisdn: z.string().min(9), amount: z.number().int().positive() }),
    },
    handler: async (request) => ({ code: 0, message: 'Thành công', data: request.body }),
  });
  await t.app.ready();
});

afterAll(() => t.close());

describe('the response envelope', () => {
  it('wraps success as code 0 with HTTP 200', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { msisdn: '84912345678', amount: 10_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      message: 'Thành công',
      data: { msisdn: '84912345678', amount: 10_000 },
    });
  });

  it('answers a validation failure with code 14, HTTP 400 and a Vietnamese message naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { msisdn: '84912345678', amount: -5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 14,
      message: 'Yêu cầu không hợp lệ: nội dung "amount" nhỏ hơn giới hạn cho phép',
      data: { reason: { field: 'amount', rule: 'min' } },
    });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { amount: 1 },
    });
    expect(missing.json().message).toBe('Yêu cầu không hợp lệ: nội dung "msisdn" là bắt buộc');
  });

  it('answers an unknown /api route with code 14 and HTTP 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/route' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({
        code: 14,
        message: messageForCode(14),
        data: { reason: { field: 'path', rule: 'exists' } },
      });
    }
  });

  it('answers a thrown error with code -1 and HTTP 503, never a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: -1, message: messageForCode(-1) });
    expect(res.body).not.toMatch(/kaboom|secret|stack/);
  });

  it('answers bad JSON and a payload that is too large with code 14 and HTTP 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"msisdn": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 14,
      message: messageForCode(14),
      data: { reason: { field: 'body', rule: 'format' } },
    });

    const large = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { msisdn: 'x'.repeat(4096), amount: 1 },
    });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ code: 14, message: messageForCode(14) });
  });

  it('maps each spec code to its HTTP status class', async () => {
    const cases: Array<[number, number]> = [
      [Code.PHONE_INVALID, 400],
      [Code.INVALID_REQUEST_ALT, 400],
      [Code.LOGGED_ON_ANOTHER, 401],
      [Code.LOGIN_EXPIRED, 401],
      [Code.SESSION_EXPIRED, 401],
      [Code.KENO_CLOSED, 403],
      [Code.ACCOUNT_NOT_FOUND, 404],
      [Code.ALREADY_SIGNED_IN_HERE, 409],
      [Code.TOO_MANY_ATTEMPTS, 429],
      [Code.OTP_DAILY_LIMIT, 429],
      [Code.TOO_FAST, 429],
      [Code.MAINTENANCE, 503],
      [Code.OVERLOADED, 503],
    ];
    for (const [code, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/test/refuse/${code}` });
      expect(res.statusCode, `code ${code}`).toBe(status);
      expect(res.json()).toEqual({ code, message: messageForCode(code) });
    }
  });
});

describe('rate limiting', () => {
  it('answers code 100 with HTTP 429 once an IP exceeds the limit, for the API only', async () => {
    const limited = await createTestApp({ config: { rateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        // Public reads are never limited (src/plugins/security.ts): an account route called
        // without a session counts against the IP.
        const res = await limited.app.inject({ method: 'GET', url: '/api/auth/info' });
        codes.push(res.statusCode);
        if (i === 2) {
          expect(res.json()).toEqual({ code: 100, message: messageForCode(100) });
          expect(res.headers['retry-after']).toBeDefined();
        }
      }
      expect(codes).toEqual([401, 401, 429]);
      // The health check stays reachable for load balancers.
      const health = await limited.app.inject({ method: 'GET', url: '/api/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('validationMessage', () => {
  it('names nested fields with dots and falls back for a whole-body error', () => {
    expect(
      validationMessage(
        [{ instancePath: '/items/0/price', keyword: 'invalid_type', message: 'x' }],
        'body',
      ),
    ).toBe('Yêu cầu không hợp lệ: nội dung "items.0.price" sai kiểu dữ liệu');
    expect(validationMessage([{ instancePath: '/', keyword: 'invalid_union' }], 'body')).toBe(
      'Yêu cầu không hợp lệ: nội dung không hợp lệ',
    );
  });
});
