import { describe, expect, it } from 'vitest';
import { EMBED_MENU } from './menu';

describe('embed menu', () => {
  it('is Home (tab=1), Guide and Terms & policy', () => {
    expect(EMBED_MENU).toEqual([
      { label: 'Trang chủ', to: '/?tab=1' },
      { label: 'Hướng dẫn', to: '/huong-dan-choi' },
      { label: 'Điều khoản & chính sách', to: '/dieu-khoan-chinh-sach' },
    ]);
  });
});
