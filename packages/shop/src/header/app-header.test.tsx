import { act, screen } from '@testing-library/react';
import { cartItemAdded, makeVietlottCartItem } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { AppHeader, BackHeader } from './app-header';

const MEGA_SET = {
  numbers: [1, 2, 3, 4, 5, 6],
  form: 'single' as const,
  special: null,
  specials: [],
  chosenAuto: false,
};

describe('AppHeader', () => {
  it('links to the cart with the item count in its name, once the store is there', async () => {
    const { data } = renderInFrame(<AppHeader onOpenMenu={() => undefined} menuOpen={false} />, {
      dataLayer: 'manual',
    });
    // The frame alone: the icon links to the cart without a number.
    expect(screen.getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/gio-hang');
    await act(async () => {
      await data.load();
    });
    const store = data.current()!.store;
    expect(await screen.findByRole('link', { name: 'Giỏ hàng, 0 vé' })).toHaveAttribute(
      'href',
      '/gio-hang',
    );
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(cartItemAdded(makeVietlottCartItem('mega645', [MEGA_SET], [])));
      store.dispatch(cartItemAdded(makeVietlottCartItem('mega645', [MEGA_SET], [])));
    });
    expect(screen.getByRole('link', { name: 'Giỏ hàng, 2 vé' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('shows the page title whole in its tooltip, and VeSo when the page set none', () => {
    const { frame } = renderInFrame(<AppHeader onOpenMenu={() => undefined} menuOpen={false} />, {
      dataLayer: 'never',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('VeSo');
    act(() => {
      frame.setPageTitle('Thông tin khách hàng còn thiếu');
    });
    const title = screen.getByRole('heading', { level: 1, name: 'Thông tin khách hàng còn thiếu' });
    expect(title).toHaveAttribute('title', 'Thông tin khách hàng còn thiếu');
  });
});

describe('BackHeader', () => {
  it('has the back button, the title and the cart link too', () => {
    renderInFrame(<BackHeader onBack={() => undefined} />, { dataLayer: 'never' });
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/gio-hang');
  });
});
