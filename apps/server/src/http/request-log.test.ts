import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log';

/** A Fastify instance logging at `level` through the shop's request log into `lines`. */
async function appLogging(level: string, lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level }, sink),
    logController: new RequestLogController(),
  });
  app.get('/api/order/info', async () => ({ code: 0 }));
  app.get('/api/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('the request log', () => {
  it('writes one line per request with its route, status and time, never its query', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLogging('info', lines);
    await app.inject({ method: 'GET', url: '/api/order/info?orderId=7&msisdn=84912345678' });
    await app.inject({ method: 'GET', url: '/api/nowhere?msisdn=84912345678' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/order/info', statusCode: 200 });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[1]).toMatchObject({ url: '/api/nowhere', statusCode: 404 });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('84912345678');
  });

  it('logs a failure at error level with its error, then its line, and the incoming line at debug', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLogging('debug', lines);
    await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(1);
    const failed = lines.find((l) => l.level === 50);
    expect((failed?.err as { message?: string } | undefined)?.message).toBe('boom');
    expect(lines.filter((l) => l.msg === 'request completed')).toMatchObject([
      { url: '/api/boom', statusCode: 500 },
    ]);
  });
});
