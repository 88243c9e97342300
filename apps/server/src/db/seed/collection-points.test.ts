import { describe, expect, it } from 'vitest';
import { paymentChannels } from './channels.ts';
import { cashShops, collectionAccounts } from './collection-points.ts';

const TANZANIA = 255;
const KENYA = 254;

describe('collection points', () => {
  it('give every seeded bank, Paybill and cash top-up an account or shops of its own country and currency', () => {
    const collections = paymentChannels.filter((c) => c.direction === 'collection');
    for (const c of collections) {
      const where = { country_id: c.country_id, currency_id: c.currency_id };
      if (c.pay_type === 503 || c.pay_type === 505)
        expect(collectionAccounts, `${c.country_id}/${c.pay_type}/${c.currency_id}`).toContainEqual(
          expect.objectContaining({ ...where, pay_type: c.pay_type }),
        );
      if (c.pay_type === 504 || c.pay_type === 300)
        expect(cashShops).toContainEqual(expect.objectContaining(where));
    }
  });

  it('pay Tanzanian money into Tanzanian banks, Kenyan money into Kenyan ones', () => {
    for (const account of collectionAccounts.filter((a) => a.swift_code)) {
      // SWIFT (BIC) letters 5-6 are the bank's country.
      const country = account.swift_code!.slice(4, 6);
      expect(country).toBe(account.country_id === TANZANIA ? 'TZ' : 'KE');
    }
    expect(
      cashShops.filter((s) => s.country_id === KENYA).every((s) => /Nairobi/.test(s.address)),
    ).toBe(true);
    expect(
      cashShops
        .filter((s) => s.country_id === TANZANIA)
        .every((s) => /Dar es Salaam/.test(s.address)),
    ).toBe(true);
  });
});
