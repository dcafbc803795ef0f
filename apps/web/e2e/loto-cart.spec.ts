import { expect, test } from '@veso/e2e';
import { pad2, signInFundedCustomer } from './helpers';

// A loto ticket in the cart goes back to its play screen to be edited, as the
// Vietlott games' tickets do ('Sửa' → the game with the ticket loaded → 'Lưu thay đổi').

test('a loto 2 số ticket is edited from the cart: the cart keeps one ticket with the new number', async ({
  page,
}) => {
  await signInFundedCustomer(page, 100_000);
  const main = page.getByRole('main');

  await page.goto('/lo-to-2-so');
  const grid = main.getByRole('group', { name: 'Chọn 1 số cho bộ số A' });
  await grid.getByRole('button', { name: new RegExp(`^${pad2(27)}`) }).click();
  await main.getByRole('button', { name: 'Mua ngay' }).click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  const ticket = main.getByRole('article', { name: 'Vé 1: Lô tô 2 số' });
  await expect(ticket.getByRole('list', { name: 'Các bộ số' })).toContainText('27');

  // 'Sửa' opens the loto screen with the ticket's number set loaded.
  await ticket.getByRole('button', { name: 'Sửa vé 1 Lô tô 2 số' }).click();
  await expect(page).toHaveURL(/\/lo-to-2-so$/);
  await expect(main.getByRole('heading', { name: 'Sửa vé Lô tô 2 số' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Các bộ số' }).getByRole('listitem')).toContainText(
    '27',
  );
  await grid.getByRole('button', { name: new RegExp(`^${pad2(27)}`) }).click();
  await grid.getByRole('button', { name: new RegExp(`^${pad2(45)}`) }).click();
  await main.getByRole('button', { name: 'Lưu thay đổi' }).click();

  // Back in the cart: still one ticket, now with 45, at the same price.
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(main.getByRole('list', { name: 'Vé trong giỏ' }).getByRole('article')).toHaveCount(
    1,
  );
  const edited = ticket.getByRole('list', { name: 'Các bộ số' });
  await expect(edited).toContainText('45');
  await expect(edited).not.toContainText('27');
  await expect(main.getByTestId('cart-total')).toContainText('10.000đ');
});
