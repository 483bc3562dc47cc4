/** True when this browser shows system notifications for this site (the user granted the permission). */
export function browserNotificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}
