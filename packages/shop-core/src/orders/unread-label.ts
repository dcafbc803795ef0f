/** How an entry shows the customer's unread notifications (no store needed). */

/** An entry's accessible name with its unread count: 'Thông báo, 3 chưa đọc'. */
export function unreadLabel(label: string, unread: number | null): string {
  return unread ? `${label}, ${unread} chưa đọc` : label;
}

/** The text of an unread badge: the count, '99+' above 99. */
export function unreadBadgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
