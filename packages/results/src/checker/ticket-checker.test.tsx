import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import {
  answers,
  createEndpointFetch,
  errorResponse,
  offlineFetch,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import {
  KENO_0150001,
  MAX3D_01122,
  MEGA_01552,
  XSMB_SERIES_20260822,
  pageOf,
} from '../test/fixtures';
import type { CheckProduct } from './check-ticket';
import { TicketChecker } from './ticket-checker';

/** Renders the checker on `product`, types the day and the numbers, and presses 'Dò vé'. */
async function checkTicket(
  product: CheckProduct,
  fetch: typeof globalThis.fetch,
  date: string,
  numbersLabel: RegExp,
  numbers: string,
): Promise<void> {
  const { user } = renderWithProviders(<TicketChecker initialProduct={product} />, { fetch });
  fireEvent.change(screen.getByLabelText('Ngày quay'), { target: { value: date } });
  await user.type(screen.getByLabelText(numbersLabel), numbers);
  await user.click(screen.getByRole('button', { name: 'Dò vé' }));
}

const server = createEndpointFetch(
  [
    answers(resultsEndpoints.customerResultDraw, ({ url }) => {
      const found =
        url.searchParams.get('product') === 'mega645' &&
        url.searchParams.get('date') === '2026-08-21';
      return pageOf(found ? [MEGA_01552] : []);
    }),
  ],
  () => errorResponse(-1, 503),
);

describe('TicketChecker on a number draw', () => {
  it('finds Giải Nhất for 5 of the real Mega 6/45 numbers of 21/08/2026', async () => {
    await checkTicket('mega645', server, '2026-08-21', /6 số đã chọn/, '07 26 31 38 43 01');
    const report = await screen.findByRole('list', { name: 'Kết quả dò vé' });
    expect(within(report).getByText(/Mega 6\/45 kỳ #01552/)).toBeInTheDocument();
    expect(report).toHaveTextContent('Giải Nhất: 10.000.000đ');
    const request = new URL(server.requests.at(-1)!.url);
    expect(request.searchParams.get('product')).toBe('mega645');
  });

  it('asks for six different numbers in range', async () => {
    await checkTicket('mega645', server, '2026-08-21', /6 số đã chọn/, '07 26 31 38 43 46');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vui lòng nhập 6 số khác nhau từ 01 đến 45',
    );
  });

  it('asks for the day first', async () => {
    const { user } = renderWithProviders(<TicketChecker initialProduct="mega645" />, {
      fetch: server,
    });
    await user.click(screen.getByRole('button', { name: 'Dò vé' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng chọn ngày quay');
  });

  it('says when there is no connection, never "no win"', async () => {
    await checkTicket('mega645', offlineFetch(), '2026-08-21', /6 số đã chọn/, '07 26 31 38 43 01');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Không có kết nối mạng',
    );
    expect(screen.queryByText(/không trúng/)).not.toBeInTheDocument();
  }, 15_000);
});

describe('TicketChecker on Max 3D+ and Keno', () => {
  /** The Max 3D draw of 21/08/2026, and 119 Keno draws of 21/11/2026 (one of them the fixture). */
  const draws = createEndpointFetch(
    [
      answers(resultsEndpoints.customerResultDraw, ({ url }) => {
        const product = url.searchParams.get('product');
        const page = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        if (product === 'max3d') return pageOf([MAX3D_01122]);
        if (product !== 'keno') return errorResponse(-1, 503);
        const all = Array.from({ length: 119 }, (_, i) =>
          i === 0
            ? KENO_0150001
            : {
                ...KENO_0150001,
                drawCode: String(150_001 + i).padStart(7, '0'),
                result: {
                  ...KENO_0150001.result,
                  numbers: Array.from({ length: 20 }, (_, n) => 41 + n),
                },
              },
        );
        const items = all.slice((page - 1) * pageSize, page * pageSize);
        return { ...pageOf(items), page, pageSize, total: all.length };
      }),
    ],
    () => errorResponse(-1, 503),
  );

  it('checks a Max 3D+ pair on the Max 3D draw', async () => {
    await checkTicket('max3dplus', draws, '2026-08-21', /2 số đã chọn/, '294 078');
    const report = await screen.findByRole('list', { name: 'Kết quả dò vé' });
    expect(report).toHaveTextContent('Giải Nhất: 1.000.000.000đ');
    expect(new URL(draws.requests.at(-1)!.url).searchParams.get('product')).toBe('max3d');
  });

  it('checks a Keno line against every draw of the day and lists only the winning ones', async () => {
    await checkTicket('keno', draws, '2026-11-21', /Các số đã chọn/, '01 04 09');
    expect(
      await screen.findByText('Đã dò 119 kỳ quay trong ngày: trúng thưởng ở 1 kỳ.'),
    ).toBeInTheDocument();
    const report = screen.getByRole('list', { name: 'Kết quả dò vé' });
    expect(within(report).getAllByRole('listitem', { name: undefined }).length).toBeGreaterThan(0);
    expect(report).toHaveTextContent('Keno kỳ #0150001');
    expect(report).not.toHaveTextContent('#0150002');
  });
});

describe('TicketChecker on a northern paper ticket', () => {
  /** The sandbox's northern draws: 22/08/2026 is the latest, its Đặc biệt needs a series. */
  const paper = createEndpointFetch(
    [
      answers(resultsEndpoints.xsktCustomerResultDraw, ({ url }) => {
        const date = url.searchParams.get('date');
        return pageOf(date === null || date === '2026-08-22' ? [XSMB_SERIES_20260822] : []);
      }),
    ],
    () => errorResponse(-1, 503),
  );

  it('offers the latest draw day first', async () => {
    renderWithProviders(<TicketChecker initialProduct="xsmb" />, { fetch: paper });
    await waitFor(() => expect(screen.getByLabelText('Ngày quay')).toHaveValue('2026-08-22'));
  });

  it('states every prize of a Đặc biệt number checked without its series', async () => {
    const { user } = renderWithProviders(<TicketChecker initialProduct="xsmb" />, {
      fetch: paper,
    });
    await waitFor(() => expect(screen.getByLabelText('Ngày quay')).toHaveValue('2026-08-22'));
    await user.type(screen.getByLabelText(/Số vé/), '60213');
    await user.click(screen.getByRole('button', { name: 'Dò vé' }));
    const report = await screen.findByRole('list', { name: 'Kết quả dò vé' });
    expect(report).toHaveTextContent(
      'Nếu vé có ký hiệu trúng giải Đặc biệt (3AB, 9AB):Giải Đặc biệt: 200.000.000đ',
    );
    expect(report).toHaveTextContent('Nếu vé có ký hiệu khác:Giải Khuyến khích: 40.000đ');
    expect(new URL(paper.requests.at(-1)!.url).searchParams.get('date')).toBe('2026-08-22');

    await user.type(screen.getByLabelText('Ký hiệu vé (không bắt buộc)'), '9ab');
    await user.click(screen.getByRole('button', { name: 'Dò vé' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Kết quả dò vé' })).not.toHaveTextContent(
        'Khuyến khích',
      ),
    );
    expect(screen.getByRole('list', { name: 'Kết quả dò vé' })).toHaveTextContent(
      'Giải Đặc biệt: 200.000.000đ',
    );
  });
});
