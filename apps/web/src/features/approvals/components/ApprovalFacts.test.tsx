import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import type { ApprovalRow } from '../api.ts';
import { AmountFacts, PayeeFacts } from './ApprovalFacts.tsx';

const send: ApprovalRow = {
  kind: 'order',
  id: 'P123456',
  status: 'AWAITING_APPROVAL',
  approvalsRequired: 1,
  approvals: [],
  maker: 'Baraka',
  currencyCode: 'KES',
  amount: '1500.00',
  fee: '30.00',
  payeeName: 'Wanjiku Kamau',
  payeeAccount: '254712349901',
  firstPayment: false,
  lastPaidTime: '2026-11-20T09:30:00.000Z',
  paidCount: 3,
  nameCheck: 'CLOSE_MATCH',
  nameCheckName: 'Wanjiku Njeri Kamau',
  file: null,
  reason: null,
  createTime: '2026-11-28T09:00:00.000Z',
  expireTime: '2026-12-05T09:00:00.000Z',
  canDecide: true,
};

beforeEach(async () => {
  await changeLocale('en');
});

describe('what the approver reads of a payment', () => {
  it('shows a close name with the registered one, and the history with the recipient', () => {
    render(<PayeeFacts row={send} />);
    expect(screen.getByTestId('approval-name-check').textContent).toContain(
      'Name registered as "Wanjiku Njeri Kamau"',
    );
    expect(screen.getByTestId('approval-history').textContent).toMatch(
      /^Paid 3 times before, last on /,
    );
  });

  it('never shows a registered name for a mismatch, and says a first payment', () => {
    render(
      <PayeeFacts
        row={{ ...send, nameCheck: 'NO_MATCH', nameCheckName: null, firstPayment: true }}
      />,
    );
    expect(screen.getByTestId('approval-name-check').dataset.result).toBe('NO_MATCH');
    expect(screen.queryByText(/Wanjiku Njeri Kamau/)).toBeNull();
    expect(screen.getByText('First payment to this recipient')).toBeTruthy();
  });

  it('shows a file by its rows, warnings and totals per currency, in Chinese too', async () => {
    const file: ApprovalRow = {
      ...send,
      kind: 'batch',
      nameCheck: null,
      file: {
        rows: 3,
        warnedRows: 1,
        totals: [
          { currencyId: 404, currencyCode: 'KES', amount: '2100.00', fee: '45.00' },
          { currencyId: 834, currencyCode: 'TZS', amount: '50000.00', fee: '900.00' },
        ],
      },
    };
    const { unmount } = render(
      <>
        <PayeeFacts row={file} />
        <AmountFacts row={file} />
      </>,
    );
    expect(screen.getByTestId('approval-file-summary').textContent).toBe(
      '3 rows to pay1 row with a warning',
    );
    expect(screen.getByText(/KES 2,100\.00/)).toBeTruthy();
    expect(screen.getByText(/TZS 50,000\.00/)).toBeTruthy();
    expect(screen.queryByTestId('approval-name-check')).toBeNull();
    unmount();
    await changeLocale('zh');
    render(<PayeeFacts row={file} />);
    expect(screen.getByTestId('approval-file-summary').textContent).toBe('共 3 笔待付款1 笔有提醒');
  });

  it('shows a merchant API batch by its items, in Chinese too', async () => {
    const apiBatch: ApprovalRow = {
      ...send,
      kind: 'apiBatch',
      id: 'BAPI123',
      nameCheck: null,
      file: {
        rows: 2,
        warnedRows: 0,
        totals: [{ currencyId: 404, currencyCode: 'KES', amount: '1100.00', fee: '20.00' }],
      },
    };
    const { unmount } = render(<PayeeFacts row={apiBatch} />);
    expect(screen.getByTestId('approval-file-summary').textContent).toBe('2 items to pay');
    unmount();
    await changeLocale('zh');
    render(<PayeeFacts row={apiBatch} />);
    expect(screen.getByTestId('approval-file-summary').textContent).toBe('共 2 笔待付款');
  });
});
