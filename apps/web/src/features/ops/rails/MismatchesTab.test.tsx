import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/queryClient.ts';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, pageOf } from '../../../test/mockApi.ts';
import { setOpsToken } from '../api/opsClient.ts';
import { loadOpsTexts } from '../opsTexts.ts';
import type { RailMismatch } from './railsApi.ts';
import { MismatchesTab } from './MismatchesTab.tsx';

await loadAllCatalogs();
await loadOpsTexts();

const found: RailMismatch[] = [
  {
    rail: 'airtel-tanzania',
    sn: 'R100',
    kind: -1,
    amount: '3000.00',
    currencyCode: 'TZS',
    thirdOrderNo: 'AM123',
    problem: 'differs',
    ourStatus: 1,
    railAnswer: 'DP00800001008 The transaction was refused / 交易被拒绝',
    foundTime: '2026-11-29T03:00:00.000Z',
  },
  {
    rail: 'airtel-kenya',
    sn: 'P200',
    kind: 0,
    amount: '1500.00',
    currencyCode: 'KES',
    thirdOrderNo: 'PB200',
    problem: 'open',
    ourStatus: 0,
    railAnswer: null,
    foundTime: '2026-11-29T03:00:00.000Z',
  },
];

beforeEach(() => {
  setOpsToken('ops-token');
  queryClient.clear();
  mockApi({ '/ops/rails/mismatches': () => pageOf(found) });
});

describe('MismatchesTab', () => {
  it("lists each finding with the rail's answer and ours, in English", async () => {
    await changeLocale('en');
    render(
      <QueryClientProvider client={queryClient}>
        <MismatchesTab />
      </QueryClientProvider>,
    );
    const differs = (await screen.findByText('R100')).closest('tr')!;
    within(differs).getByText('Airtel Money Tanzania');
    within(differs).getByText('Top-up');
    within(differs).getByText('TZS 3,000.00');
    within(differs).getByText('Rail answers differently');
    within(differs).getByText('Successful');
    within(differs).getByText(/^DP00800001008 /);
    const open = screen.getByText('P200').closest('tr')!;
    within(open).getByText('No final answer after its window');
    within(open).getByText('No final answer yet');
    within(open).getByText('KES 1,500.00');
  });

  it('says the same in Chinese', async () => {
    await changeLocale('zh');
    render(
      <QueryClientProvider client={queryClient}>
        <MismatchesTab />
      </QueryClientProvider>,
    );
    const differs = (await screen.findByText('R100')).closest('tr')!;
    within(differs).getByText('通道答复不一致');
    const open = screen.getByText('P200').closest('tr')!;
    within(open).getByText('超过时限仍无最终结果');
    within(open).getByText('尚无最终结果');
    expect(screen.getByRole('columnheader', { name: '我方状态' })).toBeTruthy();
  });
});
