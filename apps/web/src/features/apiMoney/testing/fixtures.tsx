import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ApiOrderRow } from '@pesa/contract';
import { queryClient } from '../../../lib/queryClient.ts';
import { received } from '../../../test/mockApi.ts';

/** Renders an API screen with the app's emptied query client inside a router at `path`. */
export function renderApiPage(ui: ReactNode, path = '/') {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The JSON bodies the fake server received on `path`, oldest first. */
export function bodiesOf(path: string): Record<string, unknown>[] {
  return received
    .filter((c) => c.url === path)
    .map((c) => (typeof c.data === 'string' ? JSON.parse(c.data) : c.data));
}

/** An API order as the list returns it, with every field a screen may read. */
export function apiOrder(patch: Partial<ApiOrderRow>): ApiOrderRow {
  return {
    id: 1,
    sn: 'PB1',
    merchantOrderNo: null,
    kind: 'collect',
    status: 1,
    payoutStatus: null,
    currencyId: 404,
    amount: '1500.00',
    feeAmount: '15.00',
    createTime: '2026-11-24T08:00:00.000Z',
    updateTime: '2026-11-24T08:01:00.000Z',
    mode: 'live',
    payType: 2,
    currencyCode: 'KES',
    taxFee: '0.00',
    fromAccountType: null,
    toAccountType: null,
    recipient: null,
    recipientName: null,
    remark: '',
    auditStatus: null,
    auditTime: null,
    companyInfo: null,
    failReason: null,
    oppoAccountId: null,
    oppoAccountName: null,
    oppoBankName: null,
    paymentChannel: null,
    transactionNarrative: null,
    externalTxId: null,
    ...patch,
  };
}

/** Picks `option` (by its text) in the native select labelled `label`, once it offers it. */
export async function chooseOption(label: string, option: string): Promise<HTMLSelectElement> {
  const { field, value } = await waitFor(() => {
    const select = screen.getByLabelText(label) as HTMLSelectElement;
    const found = Array.from(select.options).find((o) => o.text === option);
    if (!found) throw new Error(`${label} does not offer ${option}`);
    return { field: select, value: found.value };
  });
  fireEvent.change(field, { target: { value } });
  return field;
}

/** What a select offers, without its empty first entry. */
export function optionsOf(select: HTMLSelectElement): string[] {
  return Array.from(select.options)
    .filter((o) => o.value !== '')
    .map((o) => o.text);
}

/** Types a whole transaction password into the open dialog's code boxes (they split it). */
export function typePin(pin: string) {
  fireEvent.input(screen.getByRole('dialog').querySelector('input')!, { target: { value: pin } });
}
