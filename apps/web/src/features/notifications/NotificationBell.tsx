import { lazy, Suspense, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveConnected, useLiveEvent } from '../../lib/live/useLiveEvent.ts';
import { notifyApi, NOTIFY_KEYS } from '../../lib/notifications/notifyApi.ts';
import './notifications.css';

// The list loads only when opened: the header carries the count and nothing more.
const NotificationDrawer = lazy(() => import('./NotificationDrawer.tsx'));

/** How often the count is asked for while the live stream is not connected. */
const POLL_MS = 60_000;

/**
 * The bell in the header with the unread count (docs/notifications.md). A new notification
 * arrives through the live stream (lib/live) and refreshes it at once; while the stream cannot
 * connect, it asks every minute, and always when the window regains focus.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const live = useLiveConnected();
  useLiveEvent('notification', () => void client.invalidateQueries({ queryKey: NOTIFY_KEYS.all }));
  const { data } = useQuery({
    queryKey: NOTIFY_KEYS.list(20),
    queryFn: () => notifyApi.list(1, 20),
    refetchInterval: live ? false : POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const unread = data?.unread ?? 0;
  const label =
    unread > 0 ? t('notifications:bellUnread', { count: unread }) : t('notifications:bell');
  return (
    <>
      <button
        type="button"
        className="shell-icon-button notify-bell"
        aria-label={label}
        title={label}
        data-testid="notify-bell"
        onClick={() => setOpen(true)}
      >
        <BellOutlined />
        {unread > 0 && (
          <span className="notify-count" data-testid="notify-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
