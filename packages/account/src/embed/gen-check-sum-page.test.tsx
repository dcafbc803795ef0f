import { screen } from '@testing-library/react';
import { createFakeFetch, renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { genCheckSumServer } from '../test/account-server';
import { GenCheckSumPage } from './gen-check-sum-page';

describe('GenCheckSumPage', () => {
  it('builds a signed webview launch URL in sandbox mode', async () => {
    const fetch = createFakeFetch(genCheckSumServer('sandbox'));
    const { user } = renderWithProviders(<GenCheckSumPage />, { fetch });
    await user.type(await screen.findByLabelText(/Số điện thoại/), '0912345678');
    await user.type(screen.getByLabelText('Họ và tên'), 'Khách Ví');
    await user.type(screen.getByLabelText('Mã ví (MID)'), 'mid-1');
    await user.click(screen.getByRole('button', { name: 'Tạo liên kết' }));
    const link = await screen.findByRole('link', { name: 'Mở liên kết ví' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.pathname).toBe('/webview/');
    expect(href.searchParams.get('source')).toBe('sandbox');
    expect(href.searchParams.get('sig')).toBe('ab'.repeat(32));
    // The server built and signed the data at its own time; the page sends no time.
    expect(href.searchParams.get('data')).toBe('eyJzaWduZWQiOiJieSB0aGUgc2VydmVyIn0');
    const signed = fetch.requests.find((r) => r.url.includes('/sandbox/launch'));
    expect(await signed!.json()).toEqual({
      msisdn: '84912345678',
      fullName: 'Khách Ví',
      mid: 'mid-1',
    });
  });

  it('refuses to work outside sandbox mode', async () => {
    renderWithProviders(<GenCheckSumPage />, {
      fetch: createFakeFetch(genCheckSumServer('recaptcha')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('môi trường thử nghiệm');
    expect(screen.queryByRole('button', { name: 'Tạo liên kết' })).not.toBeInTheDocument();
  });
});
