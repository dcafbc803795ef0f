import type { MenuEntry } from '@veso/shop';

/** The webview drawer menu (spec §2): Home (tab=1), Guide, Terms & policy; no logout. */
export const EMBED_MENU: readonly MenuEntry[] = [
  { label: 'Trang chủ', to: '/?tab=1' },
  { label: 'Hướng dẫn', to: '/huong-dan-choi' },
  { label: 'Điều khoản & chính sách', to: '/dieu-khoan-chinh-sach' },
];
