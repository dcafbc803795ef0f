import { screen } from '@testing-library/react';
import { PRODUCTS } from '@veso/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featurePages } from '../app/feature-routes';
import { comingSoonPages, resolveShopLink } from '../app/routes';
import { renderShop } from '../test/render-shop';
import { comingSoonLinks, isMounted, linkTarget, shopLinks } from './coming-soon';

const pages = [...featurePages.login, ...featurePages.bare, ...featurePages.default];
const MENU = [
  { label: 'Trang chủ', to: '/?tab=1' },
  { label: 'Liên hệ', to: '/lien-he' },
  { label: 'Nhóm mua chung', to: '/nhom-mua-chung' },
];

describe('isMounted', () => {
  it('answers as matchRoutes over the whole table does, for static and dynamic paths', () => {
    const samples = [
      ...shopLinks(MENU).map((link) => link.to),
      '/ket-qua/mega/01234',
      '/ket-qua/keno',
      '/KET-QUA',
      '/ket-qua/',
      '/tai-khoan/lich-su-giao-dich',
      '/don-hang/123',
      '/nhom-mua-chung/45',
      '/khong-co-trang-nay',
      '/ket-qua/mega/01234/thua',
    ];
    const answers = samples.map((to) => isMounted(to, pages));
    expect(answers).toContain(true);
    expect(answers).toContain(false);
    samples.forEach((to, index) => {
      const path = to.split(/[?#]/)[0] ?? to;
      const expected = path === '/' || matchRoutes([...pages], path) !== null;
      expect(answers[index], to).toBe(expected);
    });
  });
});

describe('links of the home page and the drawer', () => {
  it('lead to a page or a coming-soon page, never to the 404', async () => {
    for (const link of shopLinks(MENU)) {
      expect(linkTarget(link.to, MENU, pages), `${link.label} ${link.to}`).not.toBe('not-found');
      expect(await resolveShopLink(link.to, MENU)).not.toBe('not-found');
    }
    expect(linkTarget('/khong-co-trang-nay', MENU, pages)).toBe('not-found');
  });

  it('gives a coming-soon page exactly to what no feature mounts, once per path', () => {
    const soon = comingSoonLinks(shopLinks(MENU), pages);
    for (const link of soon) expect(isMounted(link.to, pages)).toBe(false);
    const paths = soon.map((link) => link.to);
    expect(new Set(paths).size).toBe(paths.length);
    // Group play has landed its pages: the drawer entry leads to them.
    expect(isMounted('/nhom-mua-chung', pages)).toBe(true);
    expect(paths).not.toContain('/nhom-mua-chung');
    expect(paths).not.toContain('/lien-he');
    expect(paths).not.toContain('/');
  });

  it('disappears for a path once a feature mounts it', () => {
    const product = PRODUCTS.find((p) => p.id === 'xsmb');
    if (!product) throw new Error('no xsmb');
    const withPaper = [...pages, { path: product.route, element: null }];
    expect(linkTarget(product.route, MENU, withPaper)).toBe('page');
    expect(comingSoonLinks(shopLinks(MENU), withPaper).map((l) => l.to)).not.toContain(
      product.route,
    );
    const patched = comingSoonPages(MENU, { ...featurePages, default: withPaper });
    expect(patched.map((route) => route.path)).not.toContain(product.route);
  });
});

describe('the coming-soon page', () => {
  it('says the drawer entry is not on sale yet instead of the 404', async () => {
    const soon = comingSoonLinks(shopLinks(MENU), pages);
    const first = soon[0];
    if (!first) return; // Every link has its page: nothing left to announce.
    renderShop({ path: first.to, menu: MENU });
    expect(
      await screen.findByRole('heading', { name: `${first.label}: Sắp ra mắt` }),
    ).toBeInTheDocument();
    expect(screen.queryByText('404 Không tìm thấy trang này')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });
});
