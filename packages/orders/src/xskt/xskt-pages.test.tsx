import { screen, waitFor, within } from '@testing-library/react';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  offlineFetch,
  renderWithProviders,
  TEST_API_ORIGIN,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_NOTE,
  makeTestPaperTicket,
  makeTestXsktOrder,
  winningPaperTicket,
  xsktOrderList,
  xsktTicketBook,
} from '../test/paper-fixtures';
import { XsktHistoryList, XsktTicketBookList } from './xskt-history-page';
import { XsktOrderView } from './xskt-order-page';

const north = makeTestPaperTicket({
  id: 510,
  orderId: 402,
  product: 'xsmb',
  productName: 'Xổ số kiến thiết miền Bắc',
  category: 3,
  province: 'Bắc Ninh',
  number: '12345',
  symbolCode: '15AN',
  status: 0,
  statusLabel: 'Chờ in vé',
  scannedAt: null,
  imagePath: null,
});
const won = winningPaperTicket();
const ORDERS = [makeTestXsktOrder([won]), makeTestXsktOrder([north])];

/** The orders of the region (`category`) and ticket status the call asks for. */
function kept(url: URL) {
  const category = url.searchParams.get('category');
  const status = url.searchParams.get('status');
  return ORDERS.filter((o) =>
    o.paperTickets.some(
      (t) =>
        (category === null || t.category === Number(category)) &&
        (status === null || t.status === Number(status)),
    ),
  );
}

const server = createEndpointFetch(
  [
    answers(xsktEndpoints.customerHistory, ({ url }) => xsktOrderList(kept(url))),
    answers(xsktEndpoints.paperTickets, ({ url }) =>
      xsktTicketBook(kept(url).flatMap((o) => o.paperTickets)),
    ),
    answers(xsktEndpoints.xsktInfo, ({ url }) => {
      const order = ORDERS.find((o) => o.orderId === Number(url.searchParams.get('orderId')));
      return order ?? errorResponse(14);
    }),
  ],
  () => errorResponse(-1, 503),
);

const images = createFakeFetch(
  () =>
    new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
      headers: { 'content-type': 'image/svg+xml' },
    }),
);

describe('XsktHistoryList', () => {
  it('lists the paper orders with their tickets, each opening its paper detail', async () => {
    renderWithProviders(<XsktHistoryList />, { fetch: server });
    expect(screen.getByRole('heading', { name: 'Lịch sử mua xổ số kiến thiết' })).toBeVisible();
    const win = await screen.findByRole('link', { name: /Cần Thơ · Đơn #401/ });
    expect(win).toHaveAttribute('href', '/chi-tiet-don-kien-thiet?orderId=401');
    expect(win).toHaveTextContent('123456');
    expect(win).toHaveTextContent('6.100.000đ');
    const northRow = screen.getByRole('link', { name: /Bắc Ninh · Đơn #402/ });
    expect(northRow).toHaveTextContent('12345 · Ký hiệu 15AN');
  });

  it('filters by region and by status', async () => {
    const { user } = renderWithProviders(<XsktHistoryList />, { fetch: server });
    await screen.findByRole('link', { name: /Đơn #401/ });
    const regions = screen.getByRole('group', { name: 'Lọc theo miền' });
    await user.click(within(regions).getByRole('button', { name: 'Miền Bắc' }));
    // #402 is listed before the filter too: wait for the filtered list to lose #401.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Đơn #401/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Đơn #402/ })).toBeInTheDocument();
    await user.click(within(regions).getByRole('button', { name: 'Miền Trung' }));
    expect(await screen.findByText('Chưa có đơn xổ số kiến thiết')).toBeInTheDocument();
  });

  it('says when the phone is offline', async () => {
    renderWithProviders(<XsktHistoryList />, { fetch: offlineFetch() });
    expect(await screen.findByText('Không có kết nối mạng')).toBeInTheDocument();
  });
});

describe('XsktTicketBookList', () => {
  it('shows the tickets by draw with the agent’s scan, fetched for the buyer', async () => {
    const { user } = renderWithProviders(
      <XsktTicketBookList fetchImpl={images} apiBase={`${TEST_API_ORIGIN}/api`} />,
      {
        fetch: server,
      },
    );
    const draw = await screen.findByRole('region', {
      name: 'Xổ số kiến thiết miền Nam 04/03/2026 16:15:00',
    });
    const card = within(draw).getByRole('article', { name: /Vé 123456 Cần Thơ/ });
    expect(within(card).getByText(/Đại lý đã quét vé lúc/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Xem ảnh vé' }));
    expect(
      await within(card).findByRole('img', { name: /Ảnh quét Vé 123456 Cần Thơ/ }),
    ).toBeInTheDocument();
    expect(String(images.requests[0]?.url)).toMatch(/\/api\/order\/ticket_image\/501$/);
    const waiting = screen.getByRole('article', { name: /Vé 12345 Bắc Ninh/ });
    expect(within(waiting).getByText(/Đại lý chưa quét vé/)).toBeInTheDocument();
  });
});

describe('XsktOrderView', () => {
  it('shows the prize of every tier won, the tax and the total', async () => {
    renderWithProviders(<XsktOrderView orderId={401} />, { fetch: server });
    const card = await screen.findByRole('article', { name: /Vé 123456 Cần Thơ/ });
    const tiers = within(card).getByRole('list', { name: 'Giải trúng' });
    expect(
      within(tiers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Giải khuyến khích6.000.000đ', 'Giải Tám100.000đ']);
    expect(within(card).getByText('Trúng thưởng')).toBeInTheDocument();
    expect(screen.getByTestId('order-prize')).toHaveTextContent('6.100.000đ');
    expect(screen.queryByRole('note', { name: 'Lĩnh thưởng trực tiếp' })).not.toBeInTheDocument();
  });

  it("shows its province's drawn numbers with the ticket's matches", async () => {
    const order = makeTestXsktOrder([won], {
      results: [
        {
          product: 'xsmn',
          name: 'Xổ số miền Nam',
          drawCode: '2026-03-04',
          drawDate: '2026-03-04',
          openDate: '04/03/2026 16:15:00',
          result: {
            kind: 'provinces',
            provinces: [
              {
                province: 'Cần Thơ',
                groups: [
                  { name: 'Đặc biệt', numbers: ['133456'] },
                  { name: 'Tám', numbers: ['56'] },
                ],
              },
              { province: 'Sóc Trăng', groups: [{ name: 'Tám', numbers: ['77'] }] },
            ],
          },
          jackpot: null,
          prizes: [],
          source: 'import',
          generated: false,
        },
      ],
    });
    renderWithProviders(<XsktOrderView orderId={401} />, {
      fetch: createEndpointFetch([answers(xsktEndpoints.xsktInfo, () => order)]),
    });
    const card = await screen.findByRole('article', { name: /Vé 123456 Cần Thơ/ });
    const result = within(card).getByRole('region', { name: 'Kết quả kỳ #2026-03-04' });
    expect(result).toHaveTextContent('Số trùng với vé: Tám 56');
    expect(within(result).getByText('56').parentElement).toHaveTextContent('56 (trùng)');
    expect(result).not.toHaveTextContent('Sóc Trăng');
  });

  it('shows no result before the draw', async () => {
    renderWithProviders(<XsktOrderView orderId={402} />, { fetch: server });
    const card = await screen.findByRole('article', { name: /12345/ });
    expect(within(card).queryByRole('region', { name: /Kết quả kỳ/ })).not.toBeInTheDocument();
  });

  it('explains the in-person claim of a prize the law keeps off the balance', async () => {
    const big = winningPaperTicket({
      orderId: 403,
      prizeGross: 30_000_000,
      prizeTax: 2_000_000,
      prizeNet: 28_000_000,
      wins: [{ tier: 'second', name: 'Giải Nhì', amount: 30_000_000 }],
      claimInPerson: true,
      claimNote: CLAIM_NOTE,
    });
    const fetch = createEndpointFetch([
      answers(xsktEndpoints.xsktInfo, () => makeTestXsktOrder([big])),
    ]);
    renderWithProviders(<XsktOrderView orderId={403} />, { fetch });
    const note = await screen.findByRole('note', { name: 'Lĩnh thưởng trực tiếp' });
    expect(note).toHaveTextContent(CLAIM_NOTE);
    expect(screen.getByText('Tiền thưởng lĩnh tại công ty xổ số')).toBeInTheDocument();
  });

  it('answers a missing order id with a way back to the history', () => {
    renderWithProviders(<XsktOrderView orderId={Number.NaN} />, { fetch: server });
    expect(screen.getByText('Không tìm thấy đơn hàng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lịch sử mua xổ số kiến thiết' })).toHaveAttribute(
      'href',
      '/lich-su-mua-xskt',
    );
  });
});
