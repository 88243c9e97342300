import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/queryClient.ts';
import { FeedbackProvider } from './FeedbackProvider.tsx';

/**
 * Server state and toasts. antd's theme and locale are not set here but by AntdProviders,
 * which loads with the pages and layouts that use antd, so the home page loads no antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </QueryClientProvider>
  );
}
