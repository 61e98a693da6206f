/** Desktop notifications at phase ends; permission is asked only from the button. */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

export function notify(title: string, body: string): void {
  if (notificationPermission() !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'quietdesk-timer', icon: '/favicon.svg' });
  } catch (error) {
    // Some browsers (Android Chrome) only allow notifications from a service worker.
    console.warn('Notification failed', error);
  }
}
