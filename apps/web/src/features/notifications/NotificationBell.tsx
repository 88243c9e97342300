import { lazy, Suspense, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyApi, NOTIFY_KEYS } from './api.ts';
import './notifications.css';

// The list loads only when opened: the header carries the count and nothing more.
const NotificationDrawer = lazy(() => import('./NotificationDrawer.tsx'));

/** How often the count is asked for while no live stream tells of new notifications. */
const POLL_MS = 60_000;

/**
 * The bell in the header with the unread count (docs/notifications.md). It asks for the first
 * page every minute and when the window regains focus; the live stream (issue 32, "Live status")
 * can refresh the same query at once by invalidating NOTIFY_KEYS.all.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: NOTIFY_KEYS.list(20),
    queryFn: () => notifyApi.list(1, 20),
    refetchInterval: POLL_MS,
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
