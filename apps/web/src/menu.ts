import type { MenuEntry } from '@veso/shop';

/** The full drawer menu of the public shell. */
export const WEB_MENU: readonly MenuEntry[] = [
  { label: 'Trang chủ', to: '/' },
  { label: 'Giỏ hàng', to: '/gio-hang' },
  { label: 'Kết quả xổ số', to: '/ket-qua' },
  { label: 'Lịch sử mua vé', to: '/lich-su' },
  { label: 'Vé nuôi', to: '/nuoi-ve' },
  { label: 'Chơi có trách nhiệm', to: '/choi-co-trach-nhiem' },
  { label: 'Nhóm mua chung', to: '/nhom-mua-chung' },
  { label: 'Nạp tiền', to: '/nap-tien' },
  { label: 'Sao kê tài khoản', to: '/sao-ke' },
  { label: 'Thống kê', to: '/thong-ke' },
  { label: 'Thông báo', to: '/thong-bao', badge: 'unreadNotifications' },
  { label: 'Hướng dẫn chơi', to: '/huong-dan-choi' },
  { label: 'Điều khoản & chính sách', to: '/dieu-khoan-chinh-sach' },
  { label: 'Chính sách', to: '/chinh-sach' },
  { label: 'Liên hệ', to: '/lien-he' },
];
