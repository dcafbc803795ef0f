import { resolveShopLink } from '@veso/shop';
import { describe, expect, it } from 'vitest';
import { WEB_MENU } from './menu';

describe('web menu', () => {
  it('starts at home and includes the guide and the terms & policy pages', () => {
    expect(WEB_MENU[0]).toEqual({ label: 'Trang chủ', to: '/' });
    expect(WEB_MENU).toContainEqual({ label: 'Hướng dẫn chơi', to: '/huong-dan-choi' });
    expect(WEB_MENU).toContainEqual({
      label: 'Điều khoản & chính sách',
      to: '/dieu-khoan-chinh-sach',
    });
    // The statement is reachable from the drawer.
    expect(WEB_MENU).toContainEqual({ label: 'Sao kê tài khoản', to: '/sao-ke' });
    expect(new Set(WEB_MENU.map((entry) => entry.to)).size).toBe(WEB_MENU.length);
  });

  it('lists subscriptions and responsible play right after the purchase history', () => {
    const labels = WEB_MENU.map((entry) => entry.label);
    const history = labels.indexOf('Lịch sử mua vé');
    expect(labels.slice(history, history + 3)).toEqual([
      'Lịch sử mua vé',
      'Vé nuôi',
      'Chơi có trách nhiệm',
    ]);
    expect(WEB_MENU).toContainEqual({ label: 'Vé nuôi', to: '/nuoi-ve' });
    expect(WEB_MENU).toContainEqual({ label: 'Chơi có trách nhiệm', to: '/choi-co-trach-nhiem' });
  });
});

describe('web menu links', () => {
  it('each open a page, or say the feature is coming soon, never the 404', async () => {
    for (const entry of WEB_MENU) {
      expect(await resolveShopLink(entry.to, WEB_MENU), `${entry.label} ${entry.to}`).not.toBe(
        'not-found',
      );
    }
  });
});
