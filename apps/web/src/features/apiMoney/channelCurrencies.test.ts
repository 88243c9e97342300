import { describe, expect, it } from 'vitest';
import type { Channel } from '../../lib/money/api.ts';
import { channelCurrencies, rechargeCurrencies } from './channelCurrencies.ts';

const channel = (
  payType: number,
  currencyId: number,
  currencyCode: string,
  direction = 'collection',
) =>
  ({
    countryId: 254,
    payType,
    name: '',
    kind: '',
    scope: 0,
    direction,
    currencyId,
    currencyCode,
  }) as Channel;

const kenya = [
  channel(502, 404, 'KES'),
  channel(503, 404, 'KES'),
  channel(200, 404, 'KES'),
  channel(503, 840, 'USD'),
  channel(2, 404, 'KES', 'payout'),
  channel(102, 834, 'TZS', 'payout'),
];

describe('channel currencies', () => {
  it('list each currency once, in the channels’ order', () => {
    expect(channelCurrencies(kenya)).toEqual([
      { currencyId: 404, code: 'KES' },
      { currencyId: 840, code: 'USD' },
      { currencyId: 834, code: 'TZS' },
    ]);
  });

  it('take a Suspense top-up only where a bank or offline collection exists', () => {
    expect(rechargeCurrencies(kenya).map((c) => c.code)).toEqual(['KES', 'USD']);
    expect(rechargeCurrencies([channel(502, 404, 'KES')])).toEqual([]);
  });
});
