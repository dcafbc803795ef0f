import { resolveShopLink } from '@veso/shop';
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

describe('embed menu links', () => {
  it('each open a page, or say the feature is coming soon, never the 404', async () => {
    for (const entry of EMBED_MENU) {
      expect(await resolveShopLink(entry.to, EMBED_MENU), `${entry.label} ${entry.to}`).not.toBe(
        'not-found',
      );
    }
  });
});
