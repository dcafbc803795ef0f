import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  bindEndpoints,
  defineEndpoints,
  fillPath,
  type CallInput,
  type ParamsOf,
  type ResponseOf,
} from './endpoint';
import { withdrawEndpoints } from './endpoints/withdraw';
import { withdrawApi, withdrawSchemas } from './endpoints/withdraw.schemas';

const schemas = {
  status: {
    params: z.object({ id: z.string() }),
    query: z.object({ full: z.boolean().optional() }),
    response: z.object({ id: z.string(), paid: z.boolean() }),
  },
  pay: {
    body: z.object({ amount: z.number() }),
    response: z.object({ paid: z.boolean() }),
  },
};

const endpoints = defineEndpoints<typeof schemas>()({
  status: {
    method: 'GET',
    base: 'gateway',
    path: '/payment/:id/line/:line',
    session: 'required',
    tags: ['t'],
    summary: 's',
  },
  pay: { method: 'POST', base: 'main', path: '/pay', session: 'none', tags: ['t'], summary: 'p' },
});

describe('defineEndpoints', () => {
  it('names each entry by its key and keeps its facts', () => {
    expect(endpoints.status).toEqual({
      name: 'status',
      method: 'GET',
      base: 'gateway',
      path: '/payment/:id/line/:line',
      session: 'required',
      tags: ['t'],
      summary: 's',
    });
    expect(withdrawEndpoints.makeWithdraw.name).toBe('makeWithdraw');
  });

  it('types each call from its schemas: params from the path, body, optional query, answer', () => {
    expectTypeOf<ParamsOf<typeof endpoints.status>>().toEqualTypeOf<{
      id: string | number;
      line: string | number;
    }>();
    expectTypeOf<CallInput<typeof endpoints.pay>>().toExtend<{ body: { amount: number } }>();
    expectTypeOf<ResponseOf<typeof endpoints.status>>().toEqualTypeOf<{
      id: string;
      paid: boolean;
    }>();
    // A call without its body, or with a path parameter missing, does not type-check.
    // @ts-expect-error the body is required
    const noBody: CallInput<typeof endpoints.pay> = {};
    // @ts-expect-error `line` is missing
    const noLine: CallInput<typeof endpoints.status> = { params: { id: 'a' } };
    expect([noBody, noLine]).toHaveLength(2);
  });

  it('refuses an entry the schema map does not have, and a missing one', () => {
    defineEndpoints<typeof schemas>()({
      ...endpoints,
      // @ts-expect-error not in the schema map
      extra: { method: 'GET', base: 'main', path: '/x', session: 'none', tags: [], summary: '' },
    });
    // @ts-expect-error `pay` is missing
    defineEndpoints<typeof schemas>()({ status: endpoints.status });
  });
});

describe('bindEndpoints', () => {
  it('gives each entry its schemas', () => {
    const bound = bindEndpoints(endpoints, schemas);
    expect(bound.pay.schemas).toBe(schemas.pay);
    expect(bound.pay.path).toBe('/pay');
    expect(withdrawApi.history.schemas).toBe(withdrawSchemas.history);
  });
});

describe('fillPath', () => {
  it('puts each parameter in its place, URI-encoded', () => {
    expect(fillPath('/payment/:id/line/:line', { id: 'a b/c', line: 3 })).toBe(
      '/payment/a%20b%2Fc/line/3',
    );
    expect(fillPath('/pay')).toBe('/pay');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/payment/:id', {})).toThrow('/payment/:id: the path parameter id');
  });
});
