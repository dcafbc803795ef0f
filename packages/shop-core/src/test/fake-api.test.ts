import { withdrawEndpoints } from '@veso/contract/endpoints/withdraw';
import { callEndpoint } from '@veso/api-client';
import { describe, expect, it } from 'vitest';
import { answers, createEndpointFetch, createTestApiClient, errorResponse } from './fake-api';

const history = { items: [], page: 2, pageSize: 5, total: 0 };

describe('a fake server answering contract endpoints', () => {
  it('answers the endpoint the call names with its data, typed by the entry', async () => {
    const fetch = createEndpointFetch([
      answers(withdrawEndpoints.history, async ({ request }) => ({
        ...history,
        page: ((await request.json()) as { page: number }).page,
      })),
      answers(withdrawEndpoints.rewardFee, () => errorResponse(7, 400)),
      // @ts-expect-error a shape the entry's answer forbids
      answers(withdrawEndpoints.bankPrizePayment, () => ({ banks: 'none' })),
    ]);
    const client = createTestApiClient({ fetch });
    const page = await callEndpoint(client, withdrawEndpoints.history, {
      body: { page: 2, pageSize: 5 },
    });
    expect(page).toMatchObject({ ok: true, data: history });
    const fees = await callEndpoint(client, withdrawEndpoints.rewardFee, {}, { silent: true });
    expect(fees).toMatchObject({ ok: false, code: 7 });
    const other = await callEndpoint(
      client,
      withdrawEndpoints.withdrawFee,
      { query: { msisdn: '0912345678' } },
      { silent: true },
    );
    expect(other).toMatchObject({ ok: false, code: 14, status: 404 });
    expect(fetch.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/withdraw/getWithdrawHistory',
      'GET /api/withdraw/getRewardFee',
      'GET /api/withdraw/getWithdrawFee',
    ]);
  });
});
