import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/queryClient.ts';

/** Renders one page or dialog with the app's query client, emptied first (no router or guard). */
export function renderWithQueries(ui: ReactNode) {
  queryClient.clear();
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
