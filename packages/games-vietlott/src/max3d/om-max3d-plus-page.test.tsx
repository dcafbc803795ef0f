import { screen } from '@testing-library/react';
import { cartItemPrice, formatMoney, PICK_MESSAGES } from '@veso/domain';
import {
  cartItemAdded,
  createFakeFetch,
  errorResponse,
  makeVietlottCartItem,
  offlineFetch,
  selectCartItems,
  setupTestStore,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { INCOMPLETE_MESSAGE } from './max3d-entry';
import { OmMax3dPlusPage } from './om-max3d-plus-page';
import { max3dDraws, max3dServer, renderScreen } from './test/max3d-fixtures';

function items(store: ReturnType<typeof setupTestStore>): VietlottCartItem[] {
  return selectCartItems(store.getState()) as VietlottCartItem[];
}

describe('Ôm Max 3D+', () => {
  it('pairs the fixed number with every number of the range and prices it as spec §9', async () => {
    const { user, store } = renderScreen(<OmMax3dPlusPage />);
    expect(screen.getByRole('heading', { name: 'Ôm Max 3D+', level: 1 })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.type(screen.getByLabelText('Số cố định'), '123');
    await user.type(screen.getByLabelText('Từ số'), '000');
    expect(screen.getByTestId('range-pairs')).toHaveTextContent('Chưa đủ số');
    await user.type(screen.getByLabelText('Đến số'), '099');
    await user.click(screen.getByRole('radio', { name: '20.000đ' }));
    await user.click(screen.getByRole('checkbox', { name: /Kỳ #01201/ }));
    // Range size × stake × unit × draws.
    const price = cartItemPrice({
      product: 'ommax3dplus',
      lines: 100,
      rangeSize: 100,
      stake: 2,
      draws: 2,
    });
    expect(price).toBe(4_000_000);
    expect(screen.getByTestId('range-pairs')).toHaveTextContent(
      'Ghép 123 với 100 số từ 000 đến 099: 100 cặp × 20.000đ × 2 kỳ',
    );
    expect(screen.getByTestId('line-total')).toHaveTextContent('100');
    expect(screen.getByTestId('price-total')).toHaveTextContent(formatMoney(price));

    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = items(store);
    expect(item?.product).toBe('ommax3dplus');
    expect(item?.numberInfos[0]).toMatchObject({
      numbers: ['123'],
      form: 'range',
      range: { from: '000', to: '099' },
      priceUnit: 10_000,
      tickQuantity: 2,
      lines: 100,
    });
    expect(item?.calculatedPrice).toBe(price);
    expect(screen.getByLabelText('Số cố định')).toHaveValue('');
  });

  it('shows the domain message for a reversed range and a message for a short number', async () => {
    const { user, store } = renderScreen(<OmMax3dPlusPage />);
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.type(screen.getByLabelText('Số cố định'), '5');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_MESSAGE);
    await user.type(screen.getByLabelText('Số cố định'), '55');
    await user.type(screen.getByLabelText('Từ số'), '500');
    await user.type(screen.getByLabelText('Đến số'), '499');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PICK_MESSAGES.range);
    expect(screen.getByTestId('price-total')).toHaveTextContent('0đ');
    expect(items(store)).toHaveLength(0);
    // One number is a range of one pair.
    await user.clear(screen.getByLabelText('Đến số'));
    await user.type(screen.getByLabelText('Đến số'), '500');
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
    expect(items(store)[0]?.calculatedPrice).toBe(10_000);
  });

  it('edits a cart ticket with its range, stake and draws', async () => {
    const fetch = createFakeFetch(max3dServer());
    const store = setupTestStore(undefined, { fetch });
    store.dispatch(
      cartItemAdded(
        makeVietlottCartItem(
          'ommax3dplus',
          [
            {
              numbers: [7],
              form: 'range',
              special: null,
              specials: [],
              chosenAuto: false,
              range: { from: 10, to: 19 },
              stake: 5,
            },
          ],
          max3dDraws(0, 1),
          'om-1',
        ),
      ),
    );
    const { user } = renderScreen(<OmMax3dPlusPage />, {
      fetch,
      store,
      state: { editItemId: 'om-1' },
    });
    expect(screen.getByRole('heading', { name: 'Sửa vé Ôm Max 3D+' })).toBeInTheDocument();
    expect(screen.getByLabelText('Số cố định')).toHaveValue('007');
    expect(screen.getByLabelText('Từ số')).toHaveValue('010');
    expect(screen.getByLabelText('Đến số')).toHaveValue('019');
    expect(screen.getByRole('radio', { name: '50.000đ' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Kỳ #01200/ })).toBeChecked();
    await user.clear(screen.getByLabelText('Đến số'));
    await user.type(screen.getByLabelText('Đến số'), '029');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
    const saved = items(store);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.id).toBe('om-1');
    expect(saved[0]?.numberInfos[0]?.range).toEqual({ from: '010', to: '029' });
    expect(saved[0]?.calculatedPrice).toBe(20 * 5 * 10_000);
  });

  it('shows the periods error and the offline state', async () => {
    const { unmount } = renderScreen(<OmMax3dPlusPage />, {
      fetch: createFakeFetch(() => errorResponse(14, 400)),
    });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    unmount();
    renderScreen(<OmMax3dPlusPage />, { fetch: offlineFetch() });
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
