import { makeTestSession, renderWithProviders } from '@veso/shop-core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPath, contentServer } from '../test/content-fixtures';
import { HomeBanners } from './home-banners';

describe('HomeBanners', () => {
  it('shows the banners of /config/banner as links, in-app or outside', async () => {
    const fetch = contentServer();
    renderWithProviders(<HomeBanners />, { fetch });
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải khuyến mãi');
    const strip = await screen.findByRole('region', { name: 'Khuyến mãi' });
    expect(strip).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mega 6/45' })).toHaveAttribute('href', '/mega-645');
    expect(screen.getByRole('link', { name: 'Khuyến mãi' })).toHaveAttribute(
      'href',
      'https://x.example',
    );
    expect(new URL(fetch.requests[0]?.url ?? '').pathname).toBe(contentPath('banner'));
    // The first image is the page's largest: fetched first; the rest of the row lazily.
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(rest.length).toBeGreaterThan(0);
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('asks the webview’s get_banner (WEBVIEW, transid, payment_vendor 1) inside the e-wallet', async () => {
    const fetch = contentServer();
    renderWithProviders(<HomeBanners />, {
      fetch,
      preloadedState: { session: makeTestSession({ embed: true }) },
    });
    await screen.findByRole('link', { name: 'Mega 6/45' });
    const url = new URL(fetch.requests[0]?.url ?? '');
    expect(url.pathname).toBe(contentPath('webviewBanner'));
    expect(url.searchParams.get('channel')).toBe('WEBVIEW');
    expect(url.searchParams.get('payment_vendor')).toBe('1');
    expect(url.searchParams.get('transid')).toMatch(/^\d+$/);
  });

  it('shows nothing when there is no banner or the call fails', async () => {
    const fetch = contentServer({ banner: () => Response.error() });
    const { container } = renderWithProviders(<HomeBanners />, { fetch });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5000 });
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
