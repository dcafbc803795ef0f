import { configureStore } from '@reduxjs/toolkit';
import type { WithdrawHistory } from '@veso/contract';
import { withdrawEndpoints } from '@veso/contract/endpoints/withdraw';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { baseApi } from './base-api';
import { createApiClient } from './create-api-client';
import { callEndpoint, endpointRequest, fromEndpoint } from './endpoint-call';
import { sendJson, startTestServer } from './test/test-server';
import type { TestServer } from './test/test-server';

const fees = {
  fees: [{ method: 1, label: 'x', slug: 'x', fee: 0, minAmount: 1, maxAmount: 2 }],
};
const history = { items: [], page: 1, pageSize: 5, total: 0 };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/withdraw/getRewardFee') {
      sendJson(response, 200, { code: 0, message: 'Thành công', data: fees });
    } else if (url.pathname === '/api/withdraw/getWithdrawHistory') {
      sendJson(response, 200, { code: 0, message: 'Thành công', data: history });
    } else if (url.pathname === '/api/withdraw/getWithdrawFee') {
      sendJson(response, 200, { code: 0, message: 'Thành công', data: { fees: [] } });
    } else {
      sendJson(response, 404, { code: 14, message: 'x' });
    }
  });
});

afterAll(() => server.close());

const client = () => createApiClient({ baseUrls: { main: `${server.origin}/api` } });

describe('endpointRequest', () => {
  it('takes the base, method and path from the entry; query without empty values; the body as JSON', () => {
    expect(
      endpointRequest(withdrawEndpoints.withdrawFee, { query: { msisdn: '' } }, { silent: true }),
    ).toEqual({
      url: '/withdraw/getWithdrawFee',
      method: 'GET',
      base: 'main',
      searchParams: {},
      silent: true,
    });
    expect(endpointRequest(withdrawEndpoints.history, { body: { page: 2, pageSize: 10 } })).toEqual(
      {
        url: '/withdraw/getWithdrawHistory',
        method: 'POST',
        base: 'main',
        json: { page: 2, pageSize: 10 },
      },
    );
  });
});

describe('callEndpoint', () => {
  it('sends the call the entry declares and answers its data, typed by the entry', async () => {
    const before = server.requests.length;
    const result = await callEndpoint(client(), withdrawEndpoints.history, {
      body: { page: 1, pageSize: 5 },
    });
    expect(result).toEqual({ ok: true, code: 0, message: 'Thành công', data: history });
    const [sent] = server.requests.slice(before);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/withdraw/getWithdrawHistory' });
    expect(JSON.parse(sent!.body)).toEqual({ page: 1, pageSize: 5 });
    if (result.ok) expectTypeOf(result.data.total).toEqualTypeOf<number>();
  });
});

describe('fromEndpoint', () => {
  it('makes an RTK Query endpoint whose hook argument becomes the call and whose result is the answer', async () => {
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({
        testRewardFees: build.query(fromEndpoint(withdrawEndpoints.rewardFee)),
        testHistory: build.query(
          fromEndpoint(withdrawEndpoints.history, (page: number) => ({
            body: { page, pageSize: 5 },
          })),
        ),
      }),
    });
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) =>
        getDefault({ thunk: { extraArgument: { apiClient: client() } } }).concat(
          baseApi.middleware,
        ),
    });
    const fetched = await store.dispatch(api.endpoints.testRewardFees.initiate());
    expect(fetched.data).toEqual(fees);
    const before = server.requests.length;
    const page = await store.dispatch(api.endpoints.testHistory.initiate(3));
    expect(page.data).toEqual(history);
    expect(JSON.parse(server.requests[before]!.body)).toEqual({ page: 3, pageSize: 5 });
    expectTypeOf(page.data).toEqualTypeOf<WithdrawHistory | undefined>();
  });
});
