import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  notificationPermission,
  requestNotificationPermission,
  type NotificationPermissionState,
} from '../model/notifications';

/** Asks for notification permission only when clicked (never on load). */
export function NotificationButton() {
  const [permission, setPermission] = useState<NotificationPermissionState>('unsupported');
  useEffect(() => setPermission(notificationPermission()), []);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <span className="inline-flex items-center gap-1">
        <Bell className="size-3.5" aria-hidden /> Notifications on
      </span>
    );
  }
  if (permission === 'denied') {
    return (
      <span className="inline-flex items-center gap-1">
        <BellOff className="size-3.5" aria-hidden /> Notifications blocked in the browser
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void requestNotificationPermission().then(setPermission)}
      className="inline-flex items-center gap-1 rounded-lg border border-line px-2 py-1 font-medium text-ink hover:bg-subtle"
    >
      <Bell className="size-3.5" aria-hidden /> Enable notifications
    </button>
  );
}
