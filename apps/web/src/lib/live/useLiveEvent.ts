import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveConnected, onLiveEvent, onLiveStatus, type LiveMessage } from './liveStream.ts';

/** Calls `handler` for every live event of `type` while the component is mounted (the bell). */
export function useLiveEvent(type: string, handler: (message: LiveMessage) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(type, (message) => latest.current(message)), [type]);
}

/** Whether the live stream is open (screens poll only while it is not). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onLiveStatus, liveConnected, () => false);
}
