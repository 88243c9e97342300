import { QueryClient } from '@tanstack/react-query';
import { onSessionStart } from './sessionStart.ts';

/**
 * One client for the whole app. Failed reads are not retried: the request layer has already
 * told the user what went wrong, and a retry would repeat the toast.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A new session never sees the data of the one before.
onSessionStart(() => queryClient.clear());
