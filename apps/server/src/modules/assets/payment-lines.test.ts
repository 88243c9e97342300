import { describe, expect, it } from 'vitest';
import { groupKey, paymentLines, type PostingLine } from './payment-lines.ts';

let nextId = 1;
const posting = (
  reference: string,
  entryType: string,
  wallet: string,
  amountMinor: bigint,
  currencyId = 404,
): PostingLine => ({
  id: nextId++,
  createTime: `2026-11-01T10:00:0${nextId % 10}.000Z`,
  entryType,
  reference,
  description: entryType,
  wallet,
  currencyId,
  currencyCode: currencyId === 404 ? 'KES' : 'USD',
  decimals: 2,
  amountMinor,
  counterparty: null,
});

describe('paymentLines', () => {
  it('makes a paid send one line of what left the wallet, its hold and payout inside', () => {
    const postings = [
      posting('P1', 'send_hold', 'domestic', -11_000n),
      posting('P1', 'send_hold', 'on_hold', 11_000n),
      posting('P1', 'send_settle', 'on_hold', -11_000n),
    ];
    const [line, ...rest] = paymentLines(postings, [groupKey('P1', 404)]);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      reference: 'P1',
      entryType: 'send_settle',
      wallet: 'domestic',
      amount: '-110.00',
      id: postings[0]!.id,
      createTime: postings[0]!.createTime,
    });
    expect(line!.movements.map((m) => [m.entryType, m.wallet, m.amount])).toEqual([
      ['send_hold', 'domestic', '-110.00'],
      ['send_hold', 'on_hold', '110.00'],
      ['send_settle', 'on_hold', '-110.00'],
    ]);
  });

  it('counts a held send as gone and a returned one as nothing moved', () => {
    const held = [
      posting('P2', 'send_hold', 'domestic', -5_000n),
      posting('P2', 'send_hold', 'on_hold', 5_000n),
    ];
    const returned = [
      posting('P3', 'send_hold', 'domestic', -2_000n),
      posting('P3', 'send_hold', 'on_hold', 2_000n),
      posting('P3', 'send_release', 'on_hold', -2_000n),
      posting('P3', 'send_release', 'domestic', 2_000n),
    ];
    const lines = paymentLines([...held, ...returned], [groupKey('P3', 404), groupKey('P2', 404)]);
    expect(lines.map((l) => [l.reference, l.entryType, l.amount])).toEqual([
      ['P3', 'send_release', '0.00'],
      ['P2', 'send_hold', '-50.00'],
    ]);
  });

  it('keeps each currency of one reference apart (a conversion) and sums the on-hold wallet alone', () => {
    const lines = paymentLines(
      [
        posting('Q1', 'fx_convert', 'domestic', -12_920n, 404),
        posting('Q1', 'fx_convert', 'domestic', 100n, 840),
        posting('P4', 'send_hold', 'on_hold', 700n),
        posting('P4', 'send_settle', 'on_hold', -700n),
      ],
      [groupKey('Q1', 840), groupKey('Q1', 404), groupKey('P4', 404)],
    );
    expect(lines.map((l) => [l.reference, l.currencyCode, l.wallet, l.amount])).toEqual([
      ['Q1', 'USD', 'domestic', '1.00'],
      ['Q1', 'KES', 'domestic', '-129.20'],
      ['P4', 'KES', 'on_hold', '0.00'],
    ]);
  });

  it('shows a move between own wallets as what left the first, the other side inside', () => {
    const [line] = paymentLines(
      [
        posting('X1', 'wallet_transfer', 'domestic', -100_000n),
        posting('X1', 'wallet_transfer', 'cross_border', 100_000n),
      ],
      [groupKey('X1', 404)],
    );
    expect(line).toMatchObject({ wallet: 'domestic', amount: '-1000.00' });
    expect(line!.movements.map((m) => [m.wallet, m.amount])).toEqual([
      ['domestic', '-1000.00'],
      ['cross_border', '1000.00'],
    ]);
  });
});
