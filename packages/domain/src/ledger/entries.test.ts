import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  assertBalanced,
  convertCurrency,
  creditTopUp,
  holdForSend,
  netChanges,
  releaseHold,
  reverseEntry,
  settleSend,
  toSandbox,
  transferBetween,
  type JournalEntry,
} from './entries.ts';
import { parseAccountKey } from './accounts.ts';

const KES = 404;
const wallet = 'user:12:domestic:404';
const onHold = 'user:12:on_hold:404';
const send = { wallet, amount: 100_000n, fee: 1_500n, reference: 'SN1' };

function legs(entry: JournalEntry): Record<string, bigint> {
  return Object.fromEntries(entry.postings.map((p) => [p.accountKey, p.amount]));
}

describe('assertBalanced', () => {
  const ok: JournalEntry = {
    type: 'top_up',
    reference: 'R',
    description: '',
    postings: [
      { accountKey: 'channel:2:settlement:404', currencyId: KES, amount: -5n },
      { accountKey: wallet, currencyId: KES, amount: 5n },
    ],
  };

  it('accepts postings that sum to zero per currency', () => {
    expect(() => assertBalanced(ok)).not.toThrow();
  });

  it('refuses unbalanced, single, zero, number and mislabelled postings', () => {
    const [a, b] = ok.postings as [JournalEntry['postings'][0], JournalEntry['postings'][0]];
    const cases: JournalEntry['postings'][] = [
      [a, { ...b, amount: 4n }],
      [a],
      [a, b, { accountKey: 'system:fees:404', currencyId: KES, amount: 0n }],
      [a, { ...b, amount: 5 as unknown as bigint }],
      [a, { ...b, currencyId: 834 }],
      // Balanced in total but not per currency.
      [a, { accountKey: 'user:12:domestic:834', currencyId: 834, amount: 5n }],
    ];
    for (const postings of cases) {
      expect(() => assertBalanced({ ...ok, postings })).toThrow(DomainError);
    }
    expect(() => assertBalanced({ ...ok, reference: '' })).toThrow(DomainError);
    expect(() => assertBalanced({ ...ok, postings: [{ ...a, accountKey: 'bogus' }, b] })).toThrow(
      DomainError,
    );
  });
});

describe('send entries', () => {
  it('hold moves amount + fee + tax from the wallet to on-hold', () => {
    expect(legs(holdForSend(send))).toEqual({ [wallet]: -101_500n, [onHold]: 101_500n });
    expect(legs(holdForSend({ ...send, taxFee: 300n }))).toEqual({
      [wallet]: -101_800n,
      [onHold]: 101_800n,
    });
  });

  it('settle pays the principal to the channel and the fee and tax to the house', () => {
    const entry = settleSend({ ...send, taxFee: 300n, channel: 2 });
    expect(entry.type).toBe('send_settle');
    expect(legs(entry)).toEqual({
      [onHold]: -101_800n,
      'channel:2:settlement:404': 100_000n,
      'system:fees:404': 1_500n,
      'system:tax:404': 300n,
    });
  });

  it('leaves out zero fee and tax legs', () => {
    const entry = settleSend({ ...send, fee: 0n, channel: 7 });
    expect(legs(entry)).toEqual({ [onHold]: -100_000n, 'channel:7:settlement:404': 100_000n });
  });

  it('release returns the whole hold to the wallet it came from', () => {
    expect(legs(releaseHold(send))).toEqual({ [onHold]: -101_500n, [wallet]: 101_500n });
  });

  it('holds API money in the API hold, never in the customer on-hold', () => {
    const b2c = 'user:12:b2c:404';
    const apiHold = 'user:12:api_hold:404';
    expect(legs(holdForSend({ ...send, wallet: b2c }))).toEqual({
      [b2c]: -101_500n,
      [apiHold]: 101_500n,
    });
    expect(legs(releaseHold({ ...send, wallet: b2c }))).toEqual({
      [apiHold]: -101_500n,
      [b2c]: 101_500n,
    });
  });

  it('refuses bad amounts and accounts that are not wallets', () => {
    expect(() => holdForSend({ ...send, amount: 0n })).toThrow(DomainError);
    expect(() => holdForSend({ ...send, fee: -1n })).toThrow(DomainError);
    expect(() => holdForSend({ ...send, wallet: onHold })).toThrow(DomainError);
    expect(() => holdForSend({ ...send, wallet: 'system:fees:404' })).toThrow(DomainError);
  });
});

describe('creditTopUp', () => {
  it('moves money from the channel to the wallet, less the fee', () => {
    const entry = creditTopUp({ wallet, channel: 502, amount: 10_000n, fee: 100n, reference: 'T' });
    expect(legs(entry)).toEqual({
      'channel:502:settlement:404': -10_000n,
      [wallet]: 9_900n,
      'system:fees:404': 100n,
    });
    expect(legs(creditTopUp({ wallet, channel: 502, amount: 10_000n, reference: 'T' }))).toEqual({
      'channel:502:settlement:404': -10_000n,
      [wallet]: 10_000n,
    });
  });

  it('refuses a fee that leaves nothing to credit', () => {
    expect(() =>
      creditTopUp({ wallet, channel: 502, amount: 100n, fee: 100n, reference: 'T' }),
    ).toThrow(DomainError);
  });
});

describe('convertCurrency', () => {
  const usd = 'user:12:cross_border:840';
  it('posts both currencies through the FX position, each balanced', () => {
    const entry = convertCurrency({
      from: wallet,
      to: usd,
      amount: 129_450n,
      fee: 500n,
      receivedAmount: 1_000n,
      reference: 'FX1',
    });
    expect(legs(entry)).toEqual({
      [wallet]: -129_950n,
      'system:fx_position:404': 129_450n,
      'system:fees:404': 500n,
      'system:fx_position:840': -1_000n,
      [usd]: 1_000n,
    });
  });

  it('refuses a conversion within one currency or between two owners', () => {
    const base = { amount: 1n, receivedAmount: 1n, reference: 'X' };
    expect(() =>
      convertCurrency({ ...base, from: wallet, to: 'user:12:cross_border:404' }),
    ).toThrow(DomainError);
    expect(() =>
      convertCurrency({ ...base, from: wallet, to: 'user:13:cross_border:840' }),
    ).toThrow(DomainError);
  });
});

describe('reverseEntry', () => {
  it('negates every posting in a new entry and leaves the original alone', () => {
    const original = settleSend({ ...send, channel: 2 });
    const snapshot = structuredClone(original);
    const reversal = reverseEntry(original, 'channel recalled the payout');
    expect(original).toEqual(snapshot);
    expect(reversal.type).toBe('reversal');
    expect(reversal.reference).toBe('SN1');
    expect(reversal.description).toContain('channel recalled the payout');
    expect(reversal.postings.map((p) => p.amount)).toEqual(original.postings.map((p) => -p.amount));
    for (const [key, delta] of netChanges(original)) {
      expect(netChanges(reversal).get(key)).toBe(-delta);
    }
  });
});

describe('the sandbox book', () => {
  it('moves every posting of a live entry to the test twin of its account', () => {
    const entry = toSandbox(settleSend({ ...send, channel: 2 }));
    expect(Object.keys(legs(entry)).every((key) => key.startsWith('test:'))).toBe(true);
    expect(legs(entry)['test:user:12:on_hold:404']).toBe(-101_500n);
    expect(parseAccountKey('test:user:12:b2c:404')).toMatchObject({ sandbox: true, kind: 'b2c' });
  });

  it('refuses a sandbox key where a live entry is being built', () => {
    expect(() => holdForSend({ ...send, wallet: 'test:user:12:b2c:404' })).toThrow(DomainError);
  });

  it('transfers between two accounts of one owner and currency only', () => {
    const from = 'user:12:c2b:2:404';
    const to = 'user:12:suspense:404';
    expect(legs(transferBetween({ from, to, amount: 500n, reference: 'T1' }))).toEqual({
      [from]: -500n,
      [to]: 500n,
    });
    expect(() =>
      transferBetween({ from, to: 'user:13:suspense:404', amount: 5n, reference: 'T2' }),
    ).toThrow(DomainError);
    expect(() =>
      transferBetween({ from, to: 'user:12:suspense:834', amount: 5n, reference: 'T3' }),
    ).toThrow(DomainError);
  });
});
