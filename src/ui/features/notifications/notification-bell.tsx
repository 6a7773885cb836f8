/** The bell with the unread badge and the notifications dropdown, shown in the header when signed in. */
export function NotificationBell() {
  return null;
}
