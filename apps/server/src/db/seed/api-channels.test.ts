import { describe, expect, it } from 'vitest';
import { API_CHANNEL_CURRENCIES } from '@pesa/domain';
import { paymentChannels } from './channels.ts';

describe('API channel currencies', () => {
  it('are the seeded payout channels of each pay type', () => {
    const seeded: Record<number, number[]> = {};
    for (const c of paymentChannels)
      if (c.direction === 'payout' && c.scope === 0 && c.pay_type > 0)
        (seeded[c.pay_type] ??= []).push(c.currency_id);
    for (const list of Object.values(seeded)) list.sort();
    expect(seeded).toEqual(
      Object.fromEntries(
        Object.entries(API_CHANNEL_CURRENCIES).map(([payType, list]) => [
          payType,
          [...list].sort(),
        ]),
      ),
    );
  });
});
