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
    // The statement is reachable from the drawer (issue #5).
    expect(WEB_MENU).toContainEqual({ label: 'Sao kê tài khoản', to: '/sao-ke' });
    expect(new Set(WEB_MENU.map((entry) => entry.to)).size).toBe(WEB_MENU.length);
  });
});
