import { configureStore } from '@reduxjs/toolkit';
import { CODE_MESSAGES, Code } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api';
import type { ApiThunkExtra } from './base-api';
import { createApiClient } from './create-api-client';
import { sendJson, startTestServer } from './test/test-server';
import type { TestServer } from './test/test-server';

type Product = { id: number; name: string };

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<Product[], { page: number }>({
      query: ({ page }) => ({ url: '/products', searchParams: { page } }),
    }),
    signIn: build.mutation<{ token: string }, { msisdn: string; requestId: string }>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', json: body }),
    }),
    groupList: build.query<string[], void>({
      query: () => ({ url: '/list', base: 'group' }),
    }),
  }),
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/api/products') {
      sendJson(response, 200, { code: 0, message: 'Thành công', data: [{ id: 1, name: 'Keno' }] });
    } else if (pathname === '/api/auth/signin') {
      sendJson(response, 400, { code: Code.WRONG_PASSWORD, message: 'x' });
    } else if (pathname === '/api/group/list') {
      sendJson(response, 200, { code: 0, message: 'Thành công', data: ['g1'] });
    } else {
      sendJson(response, 404, { code: Code.ACCOUNT_NOT_FOUND, message: 'x' });
    }
  });
});

afterAll(async () => {
  await server.close();
});

function makeTestStore() {
  const notify = vi.fn();
  const apiClient = createApiClient({
    baseUrls: { main: `${server.origin}/api`, group: `${server.origin}/api/group` },
    notify,
  });
  const extra: ApiThunkExtra = { apiClient };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  return { store, notify };
}

describe('baseApi', () => {
  it('uses the reducer path "api"', () => {
    expect(baseApi.reducerPath).toBe('api');
  });

  it('puts the payload of a successful call in the cache', async () => {
    const { store } = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.products.initiate({ page: 2 }));
    expect(result.data).toEqual([{ id: 1, name: 'Keno' }]);
    expect(testApi.endpoints.products.select({ page: 2 })(store.getState()).data).toEqual([
      { id: 1, name: 'Keno' },
    ]);
    expect(server.requests.at(-1)?.url).toBe('/api/products?page=2');
  });

  it('returns the ApiFailure as the error of a failed mutation and raises the toast', async () => {
    const { store, notify } = makeTestStore();
    const result = await store.dispatch(
      testApi.endpoints.signIn.initiate({ msisdn: '84912345678', requestId: '1700000000000' }),
    );
    expect(result.error).toEqual({
      ok: false,
      code: Code.WRONG_PASSWORD,
      message: CODE_MESSAGES[Code.WRONG_PASSWORD],
      silent: false,
      network: false,
      status: 400,
      serverMessage: 'x',
    });
    expect(notify).toHaveBeenCalledWith(CODE_MESSAGES[Code.WRONG_PASSWORD], 5000);
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      msisdn: '84912345678',
      requestId: '1700000000000',
    });
  });

  it('calls the base named by the endpoint', async () => {
    const { store } = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.groupList.initiate());
    expect(result.data).toEqual(['g1']);
  });
});
