import { renderWithProviders } from '@veso/shop-core';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentRoutes } from './routes';
import { contentServer } from './test/content-fixtures';

function renderAt(path: string) {
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: contentRoutes }], {
    initialEntries: [path],
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    withRouter: false,
    fetch: contentServer(),
  });
}

describe('contentRoutes', () => {
  it('loads the guide page lazily at /huong-dan-choi', async () => {
    renderAt('/huong-dan-choi');
    expect(await screen.findByRole('article', { name: 'Power 6/55' })).toBeInTheDocument();
  });

  it('loads the terms page lazily at /dieu-khoan-chinh-sach', async () => {
    renderAt('/dieu-khoan-chinh-sach');
    expect(await screen.findByRole('heading', { name: '1. Phạm vi dịch vụ' })).toBeInTheDocument();
  });

  it.each(['/chinh-sach', '/policy'])('loads the policy page at %s', async (path) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { name: '1. Chính sách thanh toán' }),
    ).toBeInTheDocument();
  });

  it('loads the contact page at /lien-he', async () => {
    renderAt('/lien-he');
    expect(await screen.findByRole('link', { name: '1900 0000' })).toBeInTheDocument();
  });
});
