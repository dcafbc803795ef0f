import { screen, within } from '@testing-library/react';
import type { OrderableProduct } from '@veso/contract';
import {
  createFakeFetch,
  errorResponse,
  makeTestPeriodList,
  makeTestSession,
  okResponse,
  renderWithProviders,
  setupTestStore,
} from '@veso/shop-core';
import type { FakeApiHandler, GuardRedirectState } from '@veso/shop-core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickNumbers, subscriptionOf } from '../test/game-fixtures';
import { VietlottGamePage } from './vietlott-game-page';

const CREATE_PATH = '/api/customer/subscriptions/create';

/** The game's periods, then `create` for the subscription call. */
function server(product: OrderableProduct, create: FakeApiHandler): FakeApiHandler {
  return (request, url) => {
    if (url.pathname === '/api/draw/periods' && url.searchParams.get('product') === product) {
      return okResponse(makeTestPeriodList(product));
    }
    if (url.pathname === '/api/getListPeriod') return okResponse(makeTestPeriodList(product));
    if (url.pathname === CREATE_PATH) return create(request, url);
    return errorResponse(-1, 503);
  };
}

const created: FakeApiHandler = async (request) =>
  okResponse(
    subscriptionOf((await request.json()) as Record<string, unknown>, {
      productName: 'Mega 6/45',
      pricePerDraw: 10_000,
    }),
  );

function LoginProbe() {
  const location = useLocation();
  return <p>Đăng nhập từ {(location.state as GuardRedirectState).from}</p>;
}

function renderGame(product: OrderableProduct, create: FakeApiHandler = created, signedIn = true) {
  const fetch = createFakeFetch(server(product, create));
  const store = setupTestStore(signedIn ? { session: makeTestSession() } : undefined, { fetch });
  const view = renderWithProviders(
    <Routes>
      <Route path="/game" element={<VietlottGamePage product={product} />} />
      <Route path="/dang-nhap" element={<LoginProbe />} />
    </Routes>,
    { route: '/game?tab=2', fetch, store },
  );
  return { ...view, fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

async function createBodies(fetch: ReturnType<typeof renderGame>['fetch']) {
  const requests = fetch.requests.filter((r) => new URL(r.url).pathname === CREATE_PATH);
  return Promise.all(requests.map(async (r) => (await r.json()) as Record<string, unknown>));
}

describe('Nuôi bộ số on a Vietlott game page', () => {
  it('sends the ticket sets with the stop rules and confirms with a link to /nuoi-ve', async () => {
    const { user, fetch } = renderGame('mega645');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await pickNumbers(user, 'Chọn 6 số cho bộ số A', [3, 11, 19, 25, 38, 44]);
    await user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
    await pickNumbers(user, 'Chọn 6 số cho bộ số B', [1, 2, 3, 4, 5, 6]);
    await user.click(screen.getByRole('button', { name: 'Nuôi bộ số' }));

    const dialog = screen.getByRole('dialog', { name: 'Nuôi bộ số Mega 6/45' });
    expect(within(dialog).getByTestId('price-per-draw')).toHaveTextContent('20.000đ');
    const draws = within(dialog).getByLabelText('Số kỳ nuôi');
    expect(draws).toHaveValue('10');
    await user.clear(draws);
    await user.type(draws, '30');
    expect(within(dialog).getByTestId('price-total')).toHaveTextContent('600.000đ');
    await user.type(within(dialog).getByLabelText('Dừng khi tổng tiền mua đạt (đ)'), '150000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dừng khi trúng thưởng' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nuôi' }));

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Đã bắt đầu nuôi Mega 6/45');
    expect(status).toHaveTextContent('Không dừng khi trúng thưởng.');
    expect(within(status).getByRole('link', { name: 'Xem các vé đang nuôi' })).toHaveAttribute(
      'href',
      '/nuoi-ve',
    );
    const [body, ...more] = await createBodies(fetch);
    expect(more).toHaveLength(0);
    expect(body).toMatchObject({
      product: 'mega645',
      draws: 30,
      maxAmount: 150_000,
      stopOnWin: false,
      numberInfos: [
        { form: 'single', numbers: ['03', '11', '19', '25', '38', '44'] },
        { form: 'single', numbers: ['01', '02', '03', '04', '05', '06'] },
      ],
    });
    expect(body?.requestId).toMatch(/^\d{13}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Xong' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('buys until cancelled when the draws are left blank, with Lotto 5/35 special numbers', async () => {
    const { user, fetch } = renderGame('lotto535');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await pickNumbers(user, 'Chọn 5 số cho bộ số A', [1, 2, 3, 4, 5]);
    await pickNumbers(user, 'Chọn 1 số đặc biệt cho bộ số A', [9]);
    await user.click(screen.getByRole('button', { name: 'Nuôi bộ số' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuôi bộ số Lotto 5/35' });
    await user.clear(within(dialog).getByLabelText('Số kỳ nuôi'));
    expect(within(dialog).queryByTestId('price-total')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Đến khi huỷ');
    const [body] = await createBodies(fetch);
    expect(body).not.toHaveProperty('draws');
    expect(body).not.toHaveProperty('maxAmount');
    expect(body).toMatchObject({
      product: 'lotto535',
      stopOnWin: true,
      numberInfos: [{ numbers: ['01', '02', '03', '04', '05'], special: '09' }],
    });
  });

  it("shows the server's refusal in the dialog and keeps the rules", async () => {
    const { user } = renderGame('power655', () =>
      Response.json({ code: 14, message: 'Quý khách đã đạt giới hạn chơi trong ngày' }),
    );
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.click(screen.getByRole('button', { name: 'Nuôi bộ số' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuôi bộ số Power 6/55' });
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Quý khách đã đạt giới hạn chơi trong ngày',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Số kỳ nuôi')).toHaveValue('10');
  });

  it('retries a lost answer with the same requestId, and after an answer with a new one', async () => {
    let answer: 'none' | 'refuse' | 'ok' = 'none';
    const { user, fetch } = renderGame('mega645', async (request, url) => {
      if (answer === 'none') throw new TypeError('Failed to fetch');
      if (answer === 'refuse') {
        return Response.json({ code: 14, message: 'Tạm thời không nhận nuôi' });
      }
      return created(request, url);
    });
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.click(screen.getByRole('button', { name: 'Nuôi bộ số' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuôi bộ số Mega 6/45' });
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Không có kết nối mạng, vui lòng thử lại',
    );
    const lostCalls = fetch.requests.filter((r) => r.url.endsWith(CREATE_PATH)).length;
    expect(lostCalls).toBeGreaterThan(0);
    answer = 'refuse';
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tạm thời không nhận nuôi');
    // An answered refusal ends that request: the next try is a new one.
    answer = 'ok';
    // A request id is the epoch in ms: the next try is a millisecond later than every one
    // before, so a new id differs from the first even when the clicks share a millisecond.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Đã bắt đầu nuôi');
    const bodies = await createBodies(fetch);
    expect(bodies).toHaveLength(lostCalls + 2);
    const [lost] = bodies;
    const retried = bodies[lostCalls];
    const fresh = bodies[lostCalls + 1];
    expect(lost?.requestId).toMatch(/^\d{13}$/);
    expect(retried?.requestId).toBe(lost?.requestId);
    expect(fresh?.requestId).not.toBe(lost?.requestId);
  });

  it('checks the sets before the dialog and the stop rules before sending', async () => {
    const { user, fetch } = renderGame('mega645');
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await pickNumbers(user, 'Chọn 6 số cho bộ số A', [1, 2, 3]);
    await user.click(screen.getByRole('button', { name: 'Nuôi bộ số' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bộ số A: Vui lòng chọn đủ 6 số.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await pickNumbers(user, 'Chọn 6 số cho bộ số A', [4, 5, 6]);
    await user.click(screen.getByRole('button', { name: 'Nuôi bộ số' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuôi bộ số Mega 6/45' });
    const draws = within(dialog).getByLabelText('Số kỳ nuôi');
    await user.clear(draws);
    await user.type(draws, '366');
    await user.type(within(dialog).getByLabelText('Dừng khi tổng tiền mua đạt (đ)'), '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nuôi' }));
    expect(within(dialog).getByText('Vui lòng nhập số kỳ từ 1 đến 365.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Vui lòng nhập số tiền từ 10.000đ trở lên.'),
    ).toBeInTheDocument();
    expect(await createBodies(fetch)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-out customer to sign in, to come back to the game', async () => {
    const { user, fetch } = renderGame('mega645', created, false);
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.click(screen.getByRole('button', { name: 'Nuôi bộ số' }));
    expect(await screen.findByText('Đăng nhập từ /game?tab=2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await createBodies(fetch)).toHaveLength(0);
  });
});
