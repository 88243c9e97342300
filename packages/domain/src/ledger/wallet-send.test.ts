import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { parseAccountKey, userAccountKey } from './accounts.ts';
import { holdForSend, type JournalEntry } from './entries.ts';
import { payWallet, settleWalletSend } from './wallet-send.ts';

const KES = 404;
const sender = userAccountKey(12, 'domestic', KES);
const recipient = userAccountKey(34, 'domestic', KES);
const send = { wallet: sender, recipient, amount: 100_000n, fee: 1_500n, reference: 'P1' };

const legs = (entry: JournalEntry) =>
  Object.fromEntries(entry.postings.map((p) => [p.accountKey, p.amount]));

describe('payWallet', () => {
  it('pays the recipient the amount and the house the fee and tax, from the sender', () => {
    const entry = payWallet({ ...send, taxFee: 200n });
    expect(entry.type).toBe('wallet_send');
    expect(entry.reference).toBe('P1');
    expect(legs(entry)).toEqual({
      [sender]: -101_700n,
      [recipient]: 100_000n,
      'system:fees:404': 1_500n,
      'system:tax:404': 200n,
    });
  });

  it('never touches a channel settlement account, and leaves out a zero fee', () => {
    const entry = payWallet({ ...send, fee: 0n });
    expect(legs(entry)).toEqual({ [sender]: -100_000n, [recipient]: 100_000n });
    expect(entry.postings.some((p) => p.accountKey.startsWith('channel:'))).toBe(false);
  });

  it.each([
    ['to oneself', { recipient: userAccountKey(12, 'domestic', KES) }],
    ['in another currency', { recipient: userAccountKey(34, 'domestic', 834) }],
    ['into a cross-border wallet', { recipient: userAccountKey(34, 'cross_border', KES) }],
    ['into a house account', { recipient: 'system:fees:404' }],
    ['from an API account', { wallet: userAccountKey(12, 'b2c', KES) }],
    ['from on-hold', { wallet: userAccountKey(12, 'on_hold', KES) }],
  ])('refuses a send %s', (_, change) => {
    expect(() => payWallet({ ...send, ...change })).toThrow(DomainError);
    expect(() => settleWalletSend({ ...send, ...change })).toThrow(DomainError);
  });

  it('refuses a zero amount or a negative fee', () => {
    expect(() => payWallet({ ...send, amount: 0n })).toThrow(DomainError);
    expect(() => payWallet({ ...send, fee: -1n })).toThrow(DomainError);
  });
});

describe('settleWalletSend', () => {
  it('pays the recipient from the sender’s hold, which the hold filled exactly', () => {
    const hold = holdForSend(send);
    const settle = settleWalletSend(send);
    expect(legs(settle)).toEqual({
      'user:12:on_hold:404': -101_500n,
      [recipient]: 100_000n,
      'system:fees:404': 1_500n,
    });
    const net = new Map<string, bigint>();
    for (const p of [...hold.postings, ...settle.postings])
      net.set(p.accountKey, (net.get(p.accountKey) ?? 0n) + p.amount);
    expect(net.get('user:12:on_hold:404')).toBe(0n);
    expect(Object.fromEntries([...net].filter(([, v]) => v !== 0n))).toEqual(legs(payWallet(send)));
  });
});

describe('wallet send conservation (property)', () => {
  const funds = fc.record({
    senderId: fc.integer({ min: 1, max: 1_000_000 }),
    recipientId: fc.integer({ min: 1, max: 1_000_000 }),
    currencyId: fc.constantFrom(404, 834, 840),
    amount: fc.bigInt({ min: 1n, max: 10n ** 15n }),
    fee: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    taxFee: fc.bigInt({ min: 0n, max: 10n ** 10n }),
    reviewed: fc.boolean(),
  });

  it('moves −(amount+fee+tax) from the sender, +amount to the recipient, +fee to fees: zero in all', () => {
    fc.assert(
      fc.property(funds, (f) => {
        fc.pre(f.senderId !== f.recipientId);
        const wallet = userAccountKey(f.senderId, 'domestic', f.currencyId);
        const to = userAccountKey(f.recipientId, 'domestic', f.currencyId);
        const order = { wallet, recipient: to, amount: f.amount, fee: f.fee, taxFee: f.taxFee };
        const entries = f.reviewed
          ? [
              holdForSend({ ...order, reference: 'R' }),
              settleWalletSend({ ...order, reference: 'R' }),
            ]
          : [payWallet({ ...order, reference: 'R' })];
        const net = new Map<string, bigint>();
        for (const p of entries.flatMap((e) => e.postings))
          net.set(p.accountKey, (net.get(p.accountKey) ?? 0n) + p.amount);
        const fees = `system:fees:${f.currencyId}`;
        const tax = `system:tax:${f.currencyId}`;
        expect(net.get(wallet)).toBe(-(f.amount + f.fee + f.taxFee));
        expect(net.get(to)).toBe(f.amount);
        expect(net.get(fees) ?? 0n).toBe(f.fee);
        expect(net.get(tax) ?? 0n).toBe(f.taxFee);
        expect([...net.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
        // Nothing else moves: no settlement account, no other customer, on-hold back to zero.
        for (const [key, amount] of net) {
          if ([wallet, to, fees, tax].includes(key)) continue;
          expect(amount, key).toBe(0n);
          expect(parseAccountKey(key).kind).toBe('on_hold');
        }
      }),
    );
  });
});
