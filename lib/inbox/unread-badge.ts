/** The badge's text: a small number, capped so the navigation keeps its width. */
export function unreadBadgeText(n: number): string {
  return n > 99 ? "99+" : String(n);
}

/** What a screen reader hears after "Inbox". */
export function unreadBadgeLabel(n: number): string {
  return n === 1 ? "1 unread conversation" : `${n} unread conversations`;
}
