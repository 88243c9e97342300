import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, ok } from '../../../test/mockApi.ts';
import { renderWithQueries } from '../../../test/renderWithQueries.tsx';
import { TopUpForm } from './TopUpForm.tsx';

await loadAllCatalogs();

const channel = (payType: number, direction: 'collection' | 'payout', scope = 0) => ({
  countryId: 254,
  payType,
  name: '',
  kind: direction === 'collection' ? 'topup' : 'bank',
  scope,
  direction,
  currencyId: 404,
  currencyCode: 'KES',
});

/**
 * The channels the server lists: it leaves out every method whose rail is switched off, and
 * lists apart those no provider can carry yet.
 */
function serve(
  channels: ReturnType<typeof channel>[],
  upcoming: ReturnType<typeof channel>[] = [],
) {
  localStorage.setItem('token', 't');
  mockApi({
    '/user/info': () => ok({ userId: 9, parentId: 0, countryId: 254, permissions: [] }),
    '/common/queryChannel': () => ok(channels),
    '/common/queryUpcomingChannel': () => ok(upcoming),
  });
}

const tanzanian = (payType: number) => ({
  ...channel(payType, 'collection'),
  countryId: 255,
  currencyId: 834,
  currencyCode: 'TZS',
});

describe('top-up methods', () => {
  beforeEach(() => changeLocale('en'));

  it('offers only the methods the server lists', async () => {
    serve([channel(503, 'collection'), channel(200, 'collection'), channel(2, 'payout')]);
    renderWithQueries(<TopUpForm scope={0} onCreated={() => undefined} />);
    expect(await screen.findByText('Bank top-up · KES')).toBeTruthy();
    expect(screen.getByText('Offline pay · KES')).toBeTruthy();
    expect(screen.queryByText(/M-Pesa STK push/)).toBeNull();
  });

  it('says so in both languages, with no form, when no method is left', async () => {
    serve([channel(2, 'payout'), channel(503, 'collection', 1)]);
    renderWithQueries(<TopUpForm scope={0} onCreated={() => undefined} />);
    expect(
      await screen.findByText('No top-up methods are available for your country yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();

    await changeLocale('zh');
    serve([]);
    renderWithQueries(<TopUpForm scope={0} onCreated={() => undefined} />);
    expect(await screen.findByText('您所在国家暂无可用的充值方式。')).toBeTruthy();
  });

  it('shows the wallets no provider carries yet as not available yet, in both languages', async () => {
    serve([tanzanian(7), tanzanian(503)], [tanzanian(6), tanzanian(3)]);
    renderWithQueries(<TopUpForm scope={0} onCreated={() => undefined} />);
    const tigo = await screen.findByRole('radio', { name: 'Tigo Pesa · TZS · not available yet' });
    expect((tigo as HTMLInputElement).disabled).toBe(true);
    const halo = screen.getByRole('radio', { name: 'HaloPesa · TZS · not available yet' });
    expect((halo as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('radio', { name: 'M-Pesa Tanzania · TZS' }) as HTMLInputElement).disabled,
    ).toBe(false);

    await changeLocale('zh');
    serve([tanzanian(7)], [tanzanian(6)]);
    renderWithQueries(<TopUpForm scope={0} onCreated={() => undefined} />);
    expect(
      await screen.findAllByRole('radio', { name: 'Tigo Pesa · TZS · 暂未开通' }),
    ).toHaveLength(1);
  });
});
