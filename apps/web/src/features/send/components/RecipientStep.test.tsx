import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PayeeView } from '@pesa/contract';
import { queryClient } from '../../../lib/queryClient.ts';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, ok, pageOf } from '../../../test/mockApi.ts';
import { RecipientStep } from './RecipientStep.tsx';

await loadAllCatalogs();

const TZS = 834;
const payee = (id: number, name: string, payType: number, phone: string): PayeeView => ({
  id,
  userAccountNo: '',
  countryId: 255,
  name,
  payType,
  phone,
  bankName: '',
  bankUser: '',
  bankNo: '',
  currencyId: TZS,
  type: 2,
  bankSwiftCode: '',
  bankAddrees: '',
  bankCity: '',
  bankZipcode: '',
  bankState: '',
  bankBranch: '',
  choiceBankCode: '',
  accountId: '',
  accountName: '',
  remark: '',
  mobile: '',
  scope: 0,
  auditStatus: 1,
  auditTime: null,
  createTime: '2026-11-24T10:00:00.000Z',
  updateTime: '2026-11-24T10:00:00.000Z',
});

const upcoming = (payType: number, name: string) => ({
  countryId: 255,
  payType,
  name,
  kind: 'wallet',
  scope: 0,
  direction: 'payout',
  currencyId: TZS,
  currencyCode: 'TZS',
});

function renderStep(onNext: (p: PayeeView) => void) {
  mockApi({
    '/payee/list': () =>
      pageOf([
        payee(1, 'Neema Mushi', 7, '+255754000100'),
        payee(2, 'Baraka Mollel', 6, '+255714000100'),
        payee(3, 'Amina Juma', 3, '+255624000100'),
      ]),
    // Tigo Pesa and HaloPesa: no provider can carry them yet (their rail is off).
    '/common/queryUpcomingChannel': () =>
      ok([upcoming(6, 'Tigo Pesa'), upcoming(3, 'HaloPesa'), upcoming(6, 'Tigo Pesa')]),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RecipientStep scope={0} onNext={onNext} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('token', 't');
  queryClient.clear();
});

describe('RecipientStep', () => {
  for (const [locale, suffix] of [
    ['en', 'not available yet'],
    ['zh', '暂未开通'],
  ] as const) {
    it(`shows recipients on Tigo Pesa and HaloPesa disabled as ${suffix} (${locale})`, async () => {
      await changeLocale(locale);
      const onNext = vi.fn();
      renderStep(onNext);
      const tigo = await screen.findByRole('radio', {
        name: new RegExp(`Baraka Mollel.*${suffix}`),
      });
      const halo = await screen.findByRole('radio', { name: new RegExp(`Amina Juma.*${suffix}`) });
      expect((tigo as HTMLInputElement).disabled).toBe(true);
      expect((halo as HTMLInputElement).disabled).toBe(true);
      fireEvent.click(tigo);
      expect(onNext).not.toHaveBeenCalled();
      // M-Pesa Tanzania is offered as before, without the note.
      const mpesa = screen.getByRole('radio', { name: /Neema Mushi/ });
      expect(mpesa.closest('label')!.textContent).not.toContain(suffix);
      expect((mpesa as HTMLInputElement).disabled).toBe(false);
      fireEvent.click(mpesa);
      expect(onNext).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    });
  }
});
