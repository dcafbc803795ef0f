import { screen, within } from '@testing-library/react';
import type { XsdtProduct } from '@veso/contract';
import { cartItemPrice, getProduct, unitPriceFor } from '@veso/domain';
import {
  cartItemAdded,
  embedDetected,
  renderWithProviders,
  selectCartItems,
  selectToasts,
  setupTestStore,
} from '@veso/shop-core';
import type { NumberSet, VietlottCartItem } from '@veso/shop-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lotoRoutes } from './routes';
import { lotoCartItem, lotoFetch } from './test/loto-fixtures';

afterEach(() => localStorage.clear());

function set(numbers: number[], form: NumberSet['form'] = 'single'): NumberSet {
  return { numbers, form, special: null, specials: [], chosenAuto: false };
}

/**
 * A cart holding a ticket of `product` (then another one) and the shop's loto routes opened
 * the way the cart's 'Sửa' opens them: the product's route with `{ editItemId }`.
 */
function openEdit(product: XsdtProduct, sets: NumberSet[], embedded = false) {
  const fetch = lotoFetch();
  const store = setupTestStore(undefined, { fetch });
  if (embedded) store.dispatch(embedDetected({ source: 'wallet', data: 'd', sig: 's' }));
  const edited = lotoCartItem(product, sets, 'edit-me', unitPriceFor(product, embedded));
  const other = lotoCartItem('loto2', [set([99])], 'other');
  store.dispatch(cartItemAdded(edited));
  store.dispatch(cartItemAdded(other));
  const router = createMemoryRouter(
    [...lotoRoutes, { path: '/gio-hang', element: <h1>Giỏ hàng</h1> }],
    { initialEntries: [{ pathname: getProduct(product).route, state: { editItemId: 'edit-me' } }] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />, {
    store,
    withRouter: false,
  });
  return { ...view, edited, other };
}

/** Saves the edited ticket and returns the cart after it, back on the cart page. */
async function save(view: ReturnType<typeof openEdit>) {
  await view.user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
  expect(await screen.findByRole('heading', { name: 'Giỏ hàng' })).toBeInTheDocument();
  expect(selectToasts(view.store.getState()).map((toast) => toast.message)).toContain(
    'Đã cập nhật vé trong giỏ hàng',
  );
  const items = selectCartItems(view.store.getState()) as VietlottCartItem[];
  // Saved in its own cart line: same id, same place, the other ticket untouched.
  expect(items.map((item) => item.id)).toEqual(['edit-me', 'other']);
  expect(items[1]).toEqual(view.other);
  return items[0] as VietlottCartItem;
}

const SET_GAMES = [
  ['dientoan636', [1, 2, 3, 4, 5, 6], '01 02 03 04 05 06'],
  ['loto2', [7], '07'],
  ['loto3', [45], '045'],
  ['loto5', [12_345], '12345'],
  ['loto2cap', [11, 22], '11 22'],
  ['loto3cap', [11, 22, 33], '11 22 33'],
  ['loto4cap', [11, 22, 33, 44], '11 22 33 44'],
] as const;

describe('editing a cart ticket of a loto or 6x36 game', () => {
  it.each(SET_GAMES)(
    '%s: the ticket comes back on its page and is saved to its cart line',
    async (product, numbers, text) => {
      const view = openEdit(product, [set([...numbers])]);
      const name = getProduct(product).name;
      expect(
        await screen.findByRole('heading', { name: `Sửa vé ${name}` }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('set-A')).toHaveTextContent(text);
      expect(screen.getByRole('radio', { name: '10.000đ' })).toBeChecked();
      // Its draw, not the next one, is chosen; only 'Lưu thay đổi' is offered.
      expect(await screen.findByRole('checkbox', { name: /#2030-01-02/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /#2030-01-01/ })).not.toBeChecked();
      expect(screen.queryByRole('button', { name: 'Thêm vào giỏ' })).not.toBeInTheDocument();

      await view.user.click(screen.getByRole('radio', { name: '20.000đ' }));
      await view.user.click(screen.getByRole('checkbox', { name: /#2030-01-03/ }));
      const saved = await save(view);
      expect(saved.product).toBe(product);
      expect(saved.numberInfos.map((info) => info.numbers)).toEqual(
        view.edited.numberInfos.map((info) => info.numbers),
      );
      expect(saved.numberInfos[0]?.tickQuantity).toBe(2);
      expect(saved.drawInfos.map((draw) => draw.drawId)).toEqual(['2030-01-02', '2030-01-03']);
      expect(saved.calculatedPrice).toBe(cartItemPrice({ product, lines: 1, stake: 2, draws: 2 }));
    },
  );

  it('keeps the embed’s 1,000đ unit of a 6x36 ticket and takes a second set', async () => {
    const view = openEdit('dientoan636', [set([1, 2, 3, 4, 5, 6])], true);
    expect(await screen.findByRole('heading', { name: 'Sửa vé Điện toán 6x36' })).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
    const grid = screen.getByRole('group', { name: 'Chọn 6 số cho bộ số B' });
    for (const n of ['07', '08', '09', '10', '11', '12']) {
      await view.user.click(within(grid).getByRole('button', { name: new RegExp(`^${n}`) }));
    }
    expect(screen.getByTestId('price-total')).toHaveTextContent('2.000đ');
    const saved = await save(view);
    expect(saved.numberInfos.map((info) => [info.numbers.join(' '), info.priceUnit])).toEqual([
      ['01 02 03 04 05 06', 1_000],
      ['07 08 09 10 11 12', 1_000],
    ]);
    expect(saved.calculatedPrice).toBe(2_000);
  });

  it.each([
    ['bao636', set([1, 2, 3, 4, 5, 6, 7, 8], 'bao'), '01 02 03 04 05 06 07 08', 28],
    ['baoloto2', set([12, 34, 56, 78], 'lotoBao'), '12 34 56 78', 11],
  ] as const)(
    '%s: the bao comes back with its size and numbers and is saved to its cart line',
    async (product, bao, text, lines) => {
      const view = openEdit(product, [bao]);
      const name = getProduct(product).name;
      expect(
        await screen.findByRole('heading', { name: `Sửa vé ${name}` }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Số lượng số bao')).toHaveValue(String(bao.numbers.length));
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByTestId('line-total')).toHaveTextContent(String(lines));
      expect(await screen.findByRole('checkbox', { name: /#2030-01-02/ })).toBeChecked();

      await view.user.click(screen.getByRole('radio', { name: '20.000đ' }));
      const saved = await save(view);
      expect(saved.numberInfos[0]).toMatchObject({
        form: bao.form,
        numbers: text.split(' '),
        lines,
        tickQuantity: 2,
      });
      expect(saved.drawInfos.map((draw) => draw.drawId)).toEqual(['2030-01-02']);
      expect(saved.calculatedPrice).toBe(cartItemPrice({ product, lines, stake: 2, draws: 1 }));
    },
  );

  it('opens a plain page when the ticket to edit is no longer in the cart', async () => {
    const view = openEdit('loto2', [set([7])]);
    expect(await screen.findByRole('heading', { name: 'Sửa vé Lô tô 2 số' })).toBeVisible();
    view.store.dispatch({ type: 'cart/cartItemRemoved', payload: 'edit-me' });
    expect(await screen.findByRole('heading', { name: 'Lô tô 2 số' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toBeInTheDocument();
  });
});
