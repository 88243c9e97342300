import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToken } from '../sessionToken.ts';
import { onLiveEvent, onLiveStatus, openLiveStream } from './liveStream.ts';

/** What each event makes stale: the screens refetch what they show (events carry no amounts). */
function refreshOn(client: QueryClient): Array<() => void> {
  const stale = (...keys: string[][]) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  return [
    // A bulk file's rows show their orders' statuses.
    onLiveEvent('order', () => stale(['order'], ['account'], ['batch'])),
    onLiveEvent('balance', () => stale(['account'])),
    onLiveEvent('batch', () => stale(['batch'])),
    // Polling stops while the stream is open and starts again when it drops: the queries'
    // refetchInterval is read again after a fetch, so refetch what follows live state.
    onLiveStatus(() => stale(['order', 'detail'], ['batch'])),
  ];
}

/**
 * Opens the live stream once per signed-in session (docs/web-app.md, "Live status") and turns
 * its events into fresh order panels, result screens, balances and bulk files. Renders nothing.
 */
export function LiveEventsBridge() {
  const token = useToken();
  const client = useQueryClient();
  useEffect(() => {
    const stops = refreshOn(client);
    return () => stops.forEach((stop) => stop());
  }, [client]);
  useEffect(() => (token ? openLiveStream(token) : undefined), [token]);
  return null;
}
