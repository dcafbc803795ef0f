import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeTestAppConfig, okResponse } from '@veso/shop-core';
import type { AppConfig } from '@veso/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
// Loaded up front so the lazy island resolves without real I/O under fake timers.
import './domain-notice';
import { ShopPopups } from './shop-popups';

const promo = {
  imageUrl: '/images/khuyen-mai.png',
  link: '/mega-645',
  alt: 'Mua Mega 6/45, nhận ưu đãi',
};

function renderNotice(host: string, config: AppConfig) {
  return renderInFrame(<ShopPopups />, {
    server: () => okResponse(config),
    route: '/ket-qua?ky=1',
    context: { host },
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ShopPopups: domain notice then promo', () => {
  const config = makeTestAppConfig({
    domainNotice: { oldHost: 'veso-cu.example', newHost: 'veso.example' },
    promoPopup: promo,
  });

  it('opens 2 s after load on the old host, with a button to the same page on the new site', async () => {
    renderNotice('veso-cu.example', config);
    await advance(1990);
    expect(
      screen.queryByRole('dialog', { name: 'THÔNG BÁO ĐỔI TÊN MIỀN' }),
    ).not.toBeInTheDocument();
    await advance(10);
    const dialog = screen.getByRole('dialog', { name: 'THÔNG BÁO ĐỔI TÊN MIỀN' });
    expect(within(dialog).getByText('veso.example')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Truy cập trang mới' })).toHaveAttribute(
      'href',
      'https://veso.example/ket-qua?ky=1',
    );
  });

  it('opens the promo popup when the notice is closed', async () => {
    renderNotice('veso-cu.example', config);
    await advance(2000);
    const dialog = screen.getByRole('dialog', { name: 'THÔNG BÁO ĐỔI TÊN MIỀN' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(
      screen.queryByRole('dialog', { name: 'THÔNG BÁO ĐỔI TÊN MIỀN' }),
    ).not.toBeInTheDocument();
    const popup = screen.getByRole('dialog', { name: 'Ưu đãi dành cho quý khách' });
    const image = within(popup).getByRole('img', { name: 'Mua Mega 6/45, nhận ưu đãi' });
    expect(image).toHaveAttribute('src', '/images/khuyen-mai.png');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(popup).getByRole('link')).toHaveAttribute('href', '/mega-645');
    fireEvent.click(within(popup).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes without a popup when no promo is configured', async () => {
    renderNotice('veso-cu.example', { ...config, promoPopup: null });
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never opens on another host', async () => {
    renderNotice('veso.example', config);
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
