import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, ok, received } from '../../../test/mockApi.ts';
import { renderWithQueries } from '../../../test/renderWithQueries.tsx';
import type { Payee } from '../api.ts';
import { PayeeFormModal } from './PayeeFormModal.tsx';

await loadAllCatalogs();

const mpesa = {
  countryId: 254,
  payType: 2,
  name: 'M-Pesa',
  kind: 'mobile',
  scope: 0,
  direction: 'payout',
  currencyId: 404,
  currencyCode: 'KES',
};

// An M-Pesa recipient opened for editing: the form shows its method's fields at once.
const recipient = {
  id: 3,
  countryId: 254,
  payType: 2,
  type: 2,
  name: 'Wanjiru Kamau',
  phone: '0722000111',
} as unknown as Payee;

beforeEach(() => {
  localStorage.setItem('token', 't');
});

describe('PayeeFormModal', () => {
  it("shows the phone example of the recipient's country, as /common/countryExtInfo gives it", async () => {
    mockApi({
      '/common/queryChannel': () => ok([mpesa]),
      '/common/countryExtInfo': () =>
        ok({ countryId: 254, dialCode: '+254', phoneExample: '0712 345678', currencies: [] }),
    });
    renderWithQueries(
      <PayeeFormModal open payee={recipient} defaultCountryId={254} onClose={() => undefined} />,
    );
    const phone = await screen.findByLabelText('Mobile number');
    await waitFor(() => expect(phone.getAttribute('placeholder')).toBe('0712 345678'));
    const asked = received.find((c) => c.url === '/common/countryExtInfo');
    expect(JSON.parse(String(asked?.data))).toEqual({ countryId: 254 });
  });

  it('lists the wallets no provider carries yet, disabled, as not available yet, in both languages', async () => {
    const tanzanian = (payType: number) => ({
      ...mpesa,
      countryId: 255,
      payType,
      currencyId: 834,
      currencyCode: 'TZS',
    });
    for (const [locale, label, suffix] of [
      ['en', 'Payment method', 'not available yet'],
      ['zh', '收款方式', '暂未开通'],
    ] as const) {
      await changeLocale(locale);
      mockApi({
        '/common/queryChannel': () => ok([tanzanian(7)]),
        '/common/queryUpcomingChannel': () => ok([tanzanian(6), tanzanian(3)]),
        '/common/countryExtInfo': () =>
          ok({ countryId: 255, dialCode: '+255', phoneExample: '0712 345678', currencies: [] }),
      });
      const view = renderWithQueries(
        <PayeeFormModal open defaultCountryId={255} onClose={() => undefined} />,
      );
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
      const tigo = await screen.findByTitle(`Tigo Pesa · TZS · ${suffix}`);
      expect(tigo.className).toContain('ant-select-item-option-disabled');
      expect(screen.getByTitle(`HaloPesa · TZS · ${suffix}`)).toBeTruthy();
      view.unmount();
    }
    await changeLocale('en');
  });
});
