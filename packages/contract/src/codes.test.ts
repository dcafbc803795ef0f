import { describe, expect, it } from 'vitest';
import { Code, httpStatusForCode, messageForCode } from './codes';
import { appConfigSchema, getConfigQuerySchema } from './config';
import { envelopeSchema, fail, ok } from './envelope';
import { z } from 'zod';

describe('error catalogue on the wire', () => {
  it('re-exports the domain catalogue', () => {
    expect(messageForCode(Code.WRONG_PASSWORD)).toBe('Tài khoản hoặc mật khẩu không đúng');
  });

  it('maps codes to the HTTP status classes of the architecture', () => {
    expect(httpStatusForCode(0)).toBe(200);
    expect([14, 20].map(httpStatusForCode)).toEqual([400, 400]);
    expect([5, 6, 10].map(httpStatusForCode)).toEqual([401, 401, 401]);
    expect([4, 40, 41, 100].map(httpStatusForCode)).toEqual([429, 429, 429, 429]);
    expect([-1, 7, 101].map(httpStatusForCode)).toEqual([503, 503, 503]);
    expect(httpStatusForCode(300)).toBe(404);
    expect(httpStatusForCode(303)).toBe(400);
  });
});

describe('envelope', () => {
  it('wraps a payload with code 0', () => {
    expect(ok({ a: 1 })).toEqual({ code: 0, message: 'Thành công', data: { a: 1 } });
  });

  it('builds an error with the catalogue message', () => {
    expect(fail(Code.TOO_FAST)).toEqual({
      code: 100,
      message: 'Quý khách thao tác quá nhanh, vui lòng thử lại sau',
    });
  });

  it('validates an envelope shape', () => {
    const schema = envelopeSchema(z.object({ n: z.number() }));
    expect(schema.safeParse({ code: 0, message: 'x', data: { n: 1 } }).success).toBe(true);
    expect(schema.safeParse({ code: '0', message: 'x' }).success).toBe(false);
  });
});

describe('config schemas', () => {
  it('defaults the config query to os_type 0 and version 61', () => {
    expect(getConfigQuerySchema.parse({})).toEqual({ os_type: 0, current_version: 61 });
    expect(getConfigQuerySchema.parse({ os_type: '1', current_version: '70' })).toEqual({
      os_type: 1,
      current_version: 70,
    });
    expect(getConfigQuerySchema.safeParse({ os_type: 'abc' }).success).toBe(false);
  });

  it('refuses a config without page-size options', () => {
    const result = appConfigSchema.safeParse({ pageSizeOptions: [] });
    expect(result.success).toBe(false);
  });
});
