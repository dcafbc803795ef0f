import { CODE_MESSAGES, Code } from '@veso/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client';
import { closedPort, sendJson, startTestServer } from './test/test-server';
import type { TestServer } from './test/test-server';

const BUSY = CODE_MESSAGES[Code.SYSTEM_BUSY];

/** A requestId the test server says another request used first. */
const REUSED_ID = '1700000000000';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const codeMatch = /\/code\/(-?\d+)$/.exec(url.pathname);
    if (codeMatch) {
      const code = Number(codeMatch[1]);
      sendJson(response, code === 999 ? 400 : 401, { code, message: 'server text' });
      return;
    }
    switch (url.pathname) {
      case '/api/ok':
        sendJson(response, 200, {
          code: 0,
          message: 'Thành công',
          data: { id: 7, name: 'Mega 6/45' },
        });
        return;
      case '/api/ok-with-code':
        // Some answers carry a business code with HTTP 200.
        sendJson(response, 200, { code: Code.WRONG_PASSWORD, message: 'x' });
        return;
      case '/api/keno-stats/frequency':
        sendJson(response, 200, { code: 0, message: 'Thành công', data: 'keno' });
        return;
      case '/api/echo':
        sendJson(response, 200, { code: 0, message: 'Thành công', data: null });
        return;
      case '/api/busy':
        sendJson(
          response,
          503,
          { code: Code.SYSTEM_BUSY, message: 'busy' },
          { 'retry-after': '0' },
        );
        return;
      case '/api/throttled':
        sendJson(response, 429, { code: Code.TOO_FAST, message: 'fast' }, { 'retry-after': '0' });
        return;
      case '/api/html':
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end('<h1>oops</h1>');
        return;
      case '/api/reused': {
        // A requestId another device of the account used first: refused until it is new.
        const { requestId } = JSON.parse(request.body) as { requestId: string };
        if (requestId === REUSED_ID || url.searchParams.has('always')) {
          sendJson(response, 409, {
            code: Code.INVALID_REQUEST,
            message: 'Mã yêu cầu (requestId) đã dùng cho một yêu cầu khác.',
            data: { reason: { field: 'requestId', rule: 'reused' } },
          });
        } else {
          sendJson(response, 200, { code: 0, message: 'Thành công', data: { requestId } });
        }
        return;
      }
      case '/api/slow':
        setTimeout(
          () => sendJson(response, 200, { code: 0, message: 'Thành công', data: 1 }),
          1000,
        ).unref();
        return;
      default:
        sendJson(response, 404, { code: Code.ACCOUNT_NOT_FOUND, message: 'x' });
    }
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

function hits(pathname: string): number {
  return server.requests.filter(
    (request) => new URL(request.url, 'http://localhost').pathname === pathname,
  ).length;
}

function makeClient(overrides: Parameters<typeof createApiClient>[0] = {}) {
  const notify = vi.fn<(message: string, durationMs: number) => void>();
  const client = createApiClient({
    baseUrls: { main: `${server.origin}/api`, kenoStats: `${server.origin}/api/keno-stats` },
    notify,
    ...overrides,
  });
  return { client, notify };
}

describe('createApiClient', () => {
  it('returns the payload of a code 0 answer without a toast', async () => {
    const { client, notify } = makeClient();
    const result = await client.get<{ id: number; name: string }>('/ok');
    expect(result).toEqual({
      ok: true,
      code: 0,
      message: 'Thành công',
      data: { id: 7, name: 'Mega 6/45' },
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([Code.LOGGED_ON_ANOTHER, Code.LOGIN_EXPIRED, Code.SESSION_EXPIRED, Code.NOT_REGISTERED])(
    'fails silently on session code %i',
    async (code) => {
      const { client, notify } = makeClient();
      const result = await client.get(`/code/${code}`);
      expect(result).toEqual({
        ok: false,
        code,
        message: CODE_MESSAGES[code],
        silent: true,
        network: false,
        status: 401,
        serverMessage: 'server text',
      });
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('shows the mapped message of an error code as a 5000 ms toast', async () => {
    const { client, notify } = makeClient();
    const result = await client.post('/code/303', { json: { msisdn: '84912345678' } });
    expect(result).toMatchObject({
      ok: false,
      code: 303,
      message: 'Tài khoản hoặc mật khẩu không đúng',
      silent: false,
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Tài khoản hoặc mật khẩu không đúng', 5000);
  });

  it('sends a request whose requestId another request used once more, under a new requestId, without a toast', async () => {
    const { client, notify } = makeClient();
    const result = await client.post<{ requestId: string }>('/reused', {
      json: { requestId: REUSED_ID, amount: 10_000 },
    });
    expect(result).toMatchObject({ ok: true, data: { requestId: expect.any(String) } });
    const sent = server.requests.map((request) => JSON.parse(request.body) as object);
    expect(sent).toEqual([
      { requestId: REUSED_ID, amount: 10_000 },
      { requestId: result.ok ? result.data.requestId : '', amount: 10_000 },
    ]);
    expect(Number(sent[1] && (sent[1] as { requestId: string }).requestId)).toBeGreaterThan(
      Number(REUSED_ID),
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('renews a requestId once: a second refusal is the answer, with its toast', async () => {
    const { client, notify } = makeClient();
    const result = await client.post('/reused', {
      json: { requestId: REUSED_ID },
      searchParams: { always: 1 },
    });
    expect(result).toMatchObject({ ok: false, code: Code.INVALID_REQUEST, status: 409 });
    expect(hits('/api/reused')).toBe(2);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('handles a business code in an HTTP 200 answer the same way', async () => {
    const { client, notify } = makeClient();
    const result = await client.get('/ok-with-code');
    expect(result).toMatchObject({ ok: false, code: Code.WRONG_PASSWORD, network: false });
    expect(notify).toHaveBeenCalledWith('Tài khoản hoặc mật khẩu không đúng', 5000);
  });

  it('uses the -1 message for a code outside the catalogue', async () => {
    const { client, notify } = makeClient();
    const result = await client.get('/code/999');
    expect(result).toEqual({
      ok: false,
      code: 999,
      message: BUSY,
      silent: false,
      network: false,
      status: 400,
      serverMessage: 'server text',
    });
    expect(notify).toHaveBeenCalledWith(BUSY, 5000);
  });

  it('keeps the server’s own message beside the mapped one, for screens that handle a refusal', async () => {
    const { client, notify } = makeClient();
    const result = await client.get('/code/999');
    // The toast still shows the catalogue's message; the screen can show the server's.
    expect(result).toMatchObject({ message: BUSY, serverMessage: 'server text' });
    expect(notify).toHaveBeenCalledWith(BUSY, 5000);
  });

  it('turns an answer without an envelope into a -1 failure', async () => {
    const { client, notify } = makeClient();
    const result = await client.post('/html');
    expect(result).toMatchObject({
      ok: false,
      code: -1,
      message: BUSY,
      network: false,
      status: 500,
    });
    expect(notify).toHaveBeenCalledWith(BUSY, 5000);
  });

  it('suppresses the toast with the silent option', async () => {
    const { client, notify } = makeClient();
    const result = await client.post('/code/303', { silent: true });
    expect(result).toMatchObject({
      ok: false,
      code: 303,
      message: 'Tài khoản hoặc mật khẩu không đúng',
      silent: false,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('returns a network failure without throwing or a toast when the server is unreachable', async () => {
    const port = await closedPort();
    const notify = vi.fn();
    const client = createApiClient({ baseUrls: { main: `http://127.0.0.1:${port}/api` }, notify });
    const result = await client.get('/ok');
    expect(result).toEqual({ ok: false, code: -1, message: BUSY, silent: false, network: true });
    expect(notify).not.toHaveBeenCalled();
  }, 15_000);

  it('gives up after the per-call timeout with a network failure', async () => {
    const { client, notify } = makeClient();
    const started = Date.now();
    const result = await client.get('/slow', { timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(900);
    expect(result).toMatchObject({ ok: false, code: -1, network: true });
    expect(notify).not.toHaveBeenCalled();
  });

  it('applies the client-wide timeout', async () => {
    const { client } = makeClient({ timeoutMs: 150 });
    const result = await client.post('/slow');
    expect(result).toMatchObject({ ok: false, network: true });
  });

  it('waits for a slow answer within the timeout', async () => {
    const { client } = makeClient();
    const result = await client.get<number>('/slow');
    expect(result).toMatchObject({ ok: true, data: 1 });
  });

  it('sends the session token as x-access-token when there is one', async () => {
    let token: string | undefined = 'session-token-1';
    const { client } = makeClient({ getToken: () => token });
    await client.get('/echo');
    token = undefined;
    await client.get('/echo');
    expect(server.requests[0]?.headers['x-access-token']).toBe('session-token-1');
    expect(server.requests[1]?.headers).not.toHaveProperty('x-access-token');
  });

  it('sends query parameters, JSON bodies and extra headers', async () => {
    const { client } = makeClient();
    await client.put('/echo', {
      searchParams: { page: 2, all: true, skipped: undefined },
      json: { requestId: '1700000000000', name: 'An' },
      headers: { captcha: 'dev-token' },
    });
    const [request] = server.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/api/echo?page=2&all=true');
    expect(JSON.parse(request?.body ?? '')).toEqual({ requestId: '1700000000000', name: 'An' });
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.headers.captcha).toBe('dev-token');
  });

  it('selects the base of the call', async () => {
    const { client } = makeClient();
    const result = await client.get<string>('/frequency', { base: 'kenoStats' });
    expect(result).toMatchObject({ ok: true, data: 'keno' });
    expect(server.requests[0]?.url).toBe('/api/keno-stats/frequency');
  });

  describe('retries', () => {
    it('repeats a GET on 503 up to 3 times', async () => {
      const { client, notify } = makeClient();
      const result = await client.get('/busy');
      expect(hits('/api/busy')).toBe(4);
      expect(result).toMatchObject({ ok: false, code: -1, network: false, status: 503 });
      expect(notify).toHaveBeenCalledTimes(1);
    });

    it('does not repeat a POST without requestId', async () => {
      const { client } = makeClient();
      await client.post('/busy', { json: { amount: 10000 } });
      expect(hits('/api/busy')).toBe(1);
    });

    it('repeats a POST whose body carries requestId', async () => {
      const { client } = makeClient();
      await client.post('/busy', { json: { amount: 10000, requestId: '1700000000000' } });
      expect(hits('/api/busy')).toBe(4);
    });

    it('does not repeat a throttled call', async () => {
      const { client, notify } = makeClient();
      const result = await client.get('/throttled');
      expect(hits('/api/throttled')).toBe(1);
      expect(notify).toHaveBeenCalledWith(CODE_MESSAGES[Code.TOO_FAST], 5000);
      expect(result).toMatchObject({ ok: false, code: Code.TOO_FAST, status: 429 });
    });

    it('does not repeat a mutation on an error code', async () => {
      const { client } = makeClient();
      await client.post('/code/303', { json: { requestId: '1700000000000' } });
      expect(server.requests).toHaveLength(1);
    });
  });
});
