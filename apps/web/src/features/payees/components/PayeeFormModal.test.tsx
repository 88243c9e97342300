import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loadAllCatalogs } from '../../../lib/i18n.ts';
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
});
