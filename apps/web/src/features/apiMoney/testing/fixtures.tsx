import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

/**
 * Opens the antd Select labelled `label` and picks `option` from its own dropdown. Right after
 * another Select closed, a press can be swallowed, so it presses again until the list is open.
 */
export async function chooseOption(label: string, option: string) {
  const popup = await waitFor(() => {
    const field = screen.getByLabelText(label);
    if (field.getAttribute('aria-expanded') !== 'true') {
      fireEvent.mouseDown(field);
      throw new Error(`${label} is not open yet`);
    }
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
    const dropdown = list?.closest<HTMLElement>('.ant-select-dropdown');
    if (!dropdown) throw new Error(`no dropdown for ${label}`);
    return dropdown;
  });
  fireEvent.click(await within(popup).findByTitle(option));
  return popup;
}

/** Types a whole transaction password into the open dialog's code boxes (they split it). */
export function typePin(pin: string) {
  fireEvent.input(screen.getByRole('dialog').querySelector('input')!, { target: { value: pin } });
}
