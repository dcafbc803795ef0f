import { screen, waitFor, within } from '@testing-library/react';
import { cartItemPrice, formatMoney, lineCount, PICK_MESSAGES } from '@veso/domain';
import {
  cartItemAdded,
  createFakeFetch,
  errorResponse,
  makeVietlottCartItem,
  offlineFetch,
  selectCartItems,
  selectToasts,
  setupTestStore,
} from '@veso/shop-core';
import type { NumberSet, VietlottCartItem } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { INCOMPLETE_MESSAGE } from './max3d-entry';
import { Max3dGamePage } from './max3d-game-page';
import { formRadio, max3dDraws, max3dServer, renderScreen, seeded } from './test/max3d-fixtures';

function set(overrides: Partial<NumberSet>): NumberSet {
  return {
    numbers: [],
    form: 'single',
    special: null,
    specials: [],
    chosenAuto: false,
    ...overrides,
  };
}

function items(store: ReturnType<typeof setupTestStore>): VietlottCartItem[] {
  return selectCartItems(store.getState()) as VietlottCartItem[];
}

describe('Max 3D', () => {
  it('buys one typed 3-digit number for the next draw, priced by the domain', async () => {
    const { user, store } = renderScreen(<Max3dGamePage product="max3d" />);
    expect(screen.getByRole('heading', { name: 'Max 3D', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Kỳ #01200/ })).toBeChecked();
    const box = screen.getByLabelText('Số của bộ A');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    await user.type(box, '0a7');
    // Letters are dropped: '07' is not a whole number yet.
    expect(box).toHaveValue('07');
    expect(screen.getByText('Chưa đủ số')).toBeInTheDocument();
    expect(screen.getByTestId('set-A')).toHaveTextContent('07');
    await user.type(box, '5');
    expect(box).toHaveValue('075');
    expect(screen.getByTestId('line-total')).toHaveTextContent('1');
    expect(screen.getByTestId('price-total')).toHaveTextContent('10.000đ');

    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = items(store);
    expect(item?.product).toBe('max3d');
    expect(item?.numberInfos[0]).toMatchObject({ numbers: ['075'], form: 'single', lines: 1 });
    expect(item?.drawInfos.map((d) => d.drawId)).toEqual(['01200']);
    expect(item?.calculatedPrice).toBe(10_000);
    expect(selectToasts(store.getState())).toContainEqual(
      expect.objectContaining({ message: 'Đã thêm vé vào giỏ hàng' }),
    );
    // The form is ready for the next ticket.
    expect(screen.getByLabelText('Số của bộ A')).toHaveValue('');
  });

  it('lists every digit order of đảo số: 123 buys 6 numbers, 112 buys 3', async () => {
    const { user } = renderScreen(<Max3dGamePage product="max3d" />);
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(formRadio('permutation'));
    const box = screen.getByLabelText('Số của bộ A');
    await user.type(box, '123');
    const list = screen.getByRole('list', { name: 'Các số mua của bộ số A' });
    expect(list).toHaveTextContent('123 → 6 số: 123 132 213 231 312 321');
    expect(screen.getByTestId('line-total')).toHaveTextContent('6');
    await user.clear(box);
    await user.type(box, '112');
    expect(screen.getByRole('list', { name: 'Các số mua của bộ số A' })).toHaveTextContent(
      '112 → 3 số: 112 121 211',
    );
    const lines = lineCount('max3d', { kind: 'permutation', numbers: [112] });
    expect(screen.getByTestId('line-total')).toHaveTextContent(String(lines));
    expect(screen.getByTestId('price-total')).toHaveTextContent(
      formatMoney(cartItemPrice({ product: 'max3d', lines, stake: 1, draws: 1 })),
    );
  });

  it('counts 10 numbers per * of bao vị trí and refuses a pattern the domain refuses', async () => {
    const { user, store } = renderScreen(<Max3dGamePage product="max3d" />);
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(formRadio('wildcard'));
    const box = screen.getByLabelText('Số của bộ A');
    await user.type(box, '1x3');
    expect(box).toHaveValue('1*3');
    expect(screen.getByRole('list', { name: 'Các số mua của bộ số A' })).toHaveTextContent(
      '1*3 → 10 số: 103 113 123 133 143 153 163 173 183 193',
    );
    expect(screen.getByTestId('line-total')).toHaveTextContent('10');
    await user.clear(box);
    await user.type(box, '**3');
    expect(screen.getByTestId('line-total')).toHaveTextContent('100');
    expect(screen.getByRole('list', { name: 'Các số mua của bộ số A' })).toHaveTextContent(
      '**3 → 100 số: 003 013 023 … 993',
    );
    await user.clear(box);
    await user.type(box, '***');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Bộ số A: ${PICK_MESSAGES.wildcards(2)}`);
    expect(items(store)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '9*9');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(items(store)[0]?.numberInfos[0]).toMatchObject({
      form: 'wildcard',
      patterns: ['9*9'],
      lines: 10,
    });
    expect(items(store)[0]?.calculatedPrice).toBe(100_000);
  });

  it('refuses an incomplete number and holds up to six lines A–F with quick pick', async () => {
    const { user, store } = renderScreen(<Max3dGamePage product="max3d" random={seeded(3)} />);
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.type(screen.getByLabelText('Số của bộ A'), '12');
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Bộ số A: ${INCOMPLETE_MESSAGE}`);
    expect(items(store)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Số của bộ A').value).toMatch(/^\d{3}$/);
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
    expect(screen.getByLabelText('Số của bộ F')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm bộ số' })).not.toBeInTheDocument();
    for (const letter of 'BCDEF') {
      await user.click(screen.getByRole('button', { name: `Chọn nhanh Bộ số ${letter}` }));
    }
    expect(screen.getByTestId('line-total')).toHaveTextContent('6');
    expect(screen.getByTestId('price-total')).toHaveTextContent('60.000đ');
    await user.click(screen.getByRole('button', { name: 'Xoá Bộ số F' }));
    expect(screen.queryByLabelText('Số của bộ F')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
    const [item] = items(store);
    expect(item?.numberInfos).toHaveLength(5);
    for (const info of item?.numberInfos ?? []) {
      expect(info.numbers).toEqual([expect.stringMatching(/^\d{3}$/)]);
      expect(info.chosenAuto).toBe(true);
    }
  });
});

describe('Max 3D+', () => {
  it('keeps the order of the two numbers, multiplies đảo số and prices stake × draws', async () => {
    const { user, store } = renderScreen(<Max3dGamePage product="max3dplus" />);
    expect(screen.getByRole('heading', { name: 'Max 3D+', level: 1 })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.type(screen.getByLabelText('Số thứ nhất của bộ A'), '456');
    await user.type(screen.getByLabelText('Số thứ hai của bộ A'), '123');
    await user.click(formRadio('permutation'));
    await user.click(screen.getByRole('radio', { name: '50.000đ' }));
    await user.click(screen.getByRole('checkbox', { name: /Kỳ #01201/ }));
    const list = screen.getByRole('list', { name: 'Các số mua của bộ số A' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const lines = lineCount('max3dplus', { kind: 'permutation', numbers: [456, 123] });
    expect(lines).toBe(36);
    expect(screen.getByTestId('line-total')).toHaveTextContent('36');
    const price = cartItemPrice({ product: 'max3dplus', lines, stake: 5, draws: 2 });
    expect(screen.getByTestId('price-total')).toHaveTextContent(formatMoney(price));

    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = items(store);
    expect(item?.numberInfos[0]).toMatchObject({
      numbers: ['456', '123'],
      form: 'permutation',
      priceUnit: 10_000,
      tickQuantity: 5,
      lines: 36,
    });
    expect(item?.drawInfos.map((d) => d.drawId)).toEqual(['01200', '01201']);
    expect(item?.calculatedPrice).toBe(price);
  });

  it('takes a repeated number and bao vị trí over both numbers', async () => {
    const { user, store } = renderScreen(<Max3dGamePage product="max3dplus" />);
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(formRadio('wildcard'));
    await user.type(screen.getByLabelText('Số thứ nhất của bộ A'), '1*3');
    await user.type(screen.getByLabelText('Số thứ hai của bộ A'), '45*');
    expect(screen.getByTestId('line-total')).toHaveTextContent('100');
    await user.clear(screen.getByLabelText('Số thứ hai của bộ A'));
    await user.type(screen.getByLabelText('Số thứ hai của bộ A'), '4**');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PICK_MESSAGES.wildcards(2));
    expect(items(store)).toHaveLength(0);

    // A form without * keeps the digits typed and drops the stars.
    await user.click(formRadio('single'));
    expect(screen.getByLabelText('Số thứ nhất của bộ A')).toHaveValue('13');
    await user.clear(screen.getByLabelText('Số thứ nhất của bộ A'));
    await user.type(screen.getByLabelText('Số thứ nhất của bộ A'), '777');
    await user.clear(screen.getByLabelText('Số thứ hai của bộ A'));
    await user.type(screen.getByLabelText('Số thứ hai của bộ A'), '777');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(items(store)[0]?.numberInfos[0]?.numbers).toEqual(['777', '777']);
  });

  it('edits a cart ticket: form, numbers, stake and draws come back and saving replaces it', async () => {
    const fetch = createFakeFetch(max3dServer());
    const store = setupTestStore(undefined, { fetch });
    const item = makeVietlottCartItem(
      'max3dplus',
      [set({ form: 'wildcard', patterns: ['1*3', '456'], stake: 2 })],
      max3dDraws(1, 2),
      'edit-me',
    );
    store.dispatch(cartItemAdded(item));
    const { user } = renderScreen(<Max3dGamePage product="max3dplus" />, {
      fetch,
      store,
      state: { editItemId: 'edit-me' },
    });
    expect(screen.getByRole('heading', { name: 'Sửa vé Max 3D+' })).toBeInTheDocument();
    expect(formRadio('wildcard')).toBeChecked();
    expect(screen.getByLabelText('Số thứ nhất của bộ A')).toHaveValue('1*3');
    expect(screen.getByLabelText('Số thứ hai của bộ A')).toHaveValue('456');
    expect(screen.getByRole('radio', { name: '20.000đ' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Kỳ #01201/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Kỳ #01200/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Kỳ #01200/ }));
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
    const saved = items(store);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.id).toBe('edit-me');
    expect(saved[0]?.drawInfos.map((d) => d.drawId)).toEqual(['01200', '01201']);
    expect(saved[0]?.calculatedPrice).toBe(
      cartItemPrice({ product: 'max3dplus', lines: 10, stake: 2, draws: 2 }),
    );
  });

  it('says the cart is full at 50 tickets and adds nothing', async () => {
    const fetch = createFakeFetch(max3dServer());
    const store = setupTestStore(undefined, { fetch });
    const filler = makeVietlottCartItem('max3d', [set({ numbers: [1] })], []);
    for (let i = 0; i < 50; i += 1) store.dispatch(cartItemAdded({ ...filler, id: `f${i}` }));
    const { user } = renderScreen(<Max3dGamePage product="max3dplus" random={seeded(9)} />, {
      fetch,
      store,
    });
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé',
    );
    expect(items(store)).toHaveLength(50);
  });
});

describe('the draws of the Max 3D screens', () => {
  it('shows the loading state while the periods load', async () => {
    renderScreen(<Max3dGamePage product="max3d" />, {
      fetch: createFakeFetch(() => new Promise<Response>(() => undefined)),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Đang tải kỳ quay');
  });

  it('shows the periods error and refuses a ticket without a draw', async () => {
    const { user, store } = renderScreen(<Max3dGamePage product="max3d" />, {
      fetch: createFakeFetch(() => errorResponse(14, 400)),
    });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Số của bộ A'), '123');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn ít nhất 1 kỳ quay.');
    expect(items(store)).toHaveLength(0);
  });

  it('says when there is no connection', async () => {
    renderScreen(<Max3dGamePage product="max3dplus" />, { fetch: offlineFetch() });
    await waitFor(() => expect(screen.getByText('Không có kết nối mạng')).toBeInTheDocument(), {
      timeout: 10_000,
    });
  }, 15_000);
});
