import { screen, within } from '@testing-library/react';
import { createFakeFetch, errorResponse, okResponse, renderWithProviders } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { subscriptionOf } from '../test/game-fixtures';
import { KenoSubscriptionPage } from './keno-subscription-page';
import { kenoServer, seeded } from './keno-test-server';

function renderNuoi(rest: FakeApiHandler) {
  const fetch = createFakeFetch(kenoServer(rest));
  const view = renderWithProviders(<KenoSubscriptionPage random={seeded(11)} />, { fetch });
  return { ...view, fetch };
}

describe('KenoSubscriptionPage', () => {
  it('sends the selection and the stop rules and confirms with a link to the subscriptions', async () => {
    const { user, fetch } = renderNuoi(async (request, url) =>
      url.pathname === '/api/customer/subscriptions/create'
        ? okResponse(subscriptionOf((await request.json()) as Record<string, unknown>))
        : errorResponse(-1, 503),
    );
    expect(screen.getByRole('heading', { name: 'Nuôi Keno' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bậc (số lượng số mỗi dãy)'), '2');
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.selectOptions(screen.getByLabelText('Mức cược mỗi dãy'), '2');
    expect(screen.getByTestId('price-per-draw')).toHaveTextContent('20.000đ');
    const draws = screen.getByLabelText('Số kỳ nuôi');
    await user.clear(draws);
    await user.type(draws, '15');
    expect(screen.getByTestId('price-total')).toHaveTextContent('300.000đ');
    await user.type(screen.getByLabelText('Dừng khi tổng tiền mua đạt (đ)'), '200000');
    await user.click(screen.getByRole('button', { name: 'Bắt đầu nuôi' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Đã bắt đầu nuôi Keno');
    expect(within(status).getByRole('link', { name: 'Xem các vé đang nuôi' })).toHaveAttribute(
      'href',
      '/nuoi-ve',
    );
    const request = fetch.requests.find((r) => r.url.endsWith('/customer/subscriptions/create'));
    const body = (await request?.json()) as Record<string, unknown>;
    const numbers = screen.queryByTestId('set-A');
    expect(numbers).not.toBeInTheDocument();
    expect(body).toMatchObject({
      product: 'keno',
      draws: 15,
      maxAmount: 200_000,
      stopOnWin: true,
      numberInfos: [{ form: 'single', level: 2, tickQuantity: 2 }],
    });
    expect(body.requestId).toMatch(/^\d{13}$/);
    expect((body.numberInfos as { numbers: string[] }[])[0]?.numbers).toHaveLength(2);
  });

  it('shows the server refusal as it says it and checks the stop rules first', async () => {
    const { user, fetch } = renderNuoi((_request, url) =>
      url.pathname === '/api/customer/subscriptions/create'
        ? Response.json({ code: 14, message: 'Quý khách đã đạt giới hạn chơi trong ngày' })
        : errorResponse(-1, 503),
    );
    await user.click(screen.getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bộ số A: Vui lòng chọn đủ 5 số.');
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.type(screen.getByLabelText('Dừng khi tổng tiền mua đạt (đ)'), '500');
    await user.click(screen.getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(screen.getByText('Vui lòng nhập số tiền từ 10.000đ trở lên.')).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.url.includes('subscriptions/create'))).toBe(false);
    await user.clear(screen.getByLabelText('Dừng khi tổng tiền mua đạt (đ)'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Quý khách đã đạt giới hạn chơi trong ngày',
    );
  });
});
