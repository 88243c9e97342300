import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor } from './quote.ts';
import {
  customerRate,
  customerRates,
  deriveCrossMids,
  MIN_SPREAD_BASIS_POINTS,
  profitableCycle,
  rateBookProblems,
  type BookPair,
} from './rate-book.ts';

const pair = (from: string, to: string, mid: string, spreadBasisPoints = 50): BookPair => ({
  from,
  to,
  mid,
  spreadBasisPoints,
});

describe('customerRate', () => {
  it('takes the spread off the mid in both directions, rounding down', () => {
    const usdKes = pair('USD', 'KES', '129.2', 50);
    // 129.2 × 0.995 = 128.554
    expect(customerRate(usdKes, 'forward')).toBe('128.554');
    // 1 ÷ 129.2 = 0.0077399380… truncated to 0.0077399380, × 0.995 = 0.0077012383…
    expect(customerRate(usdKes, 'reverse')).toBe('0.0077012383');
  });
});

describe('the minimum spread', () => {
  it('is above zero, so that every leg of a cycle loses something', () => {
    expect(MIN_SPREAD_BASIS_POINTS).toBeGreaterThan(0);
  });
});

describe('rateBookProblems', () => {
  // The rates the attacker's probe found: each pair set on its own, no spread.
  const probed = [
    pair('USD', 'KES', '126.602', 0),
    pair('USD', 'TZS', '2425.849', 0),
    pair('KES', 'TZS', '18.993009', 0),
  ];

  it('refuses the probed book: its spreads are zero', () => {
    expect(rateBookProblems(probed)).toEqual([
      { kind: 'spreadTooSmall', pair: 'USD/KES' },
      { kind: 'spreadTooSmall', pair: 'USD/TZS' },
      { kind: 'spreadTooSmall', pair: 'KES/TZS' },
    ]);
  });

  it('refuses the probed mids even at the minimum spread: KES → USD → TZS → KES still pays', () => {
    // 0.886 % gained a round against three spreads of 0.10 %.
    const atMinimum = probed.map((p) => ({ ...p, spreadBasisPoints: MIN_SPREAD_BASIS_POINTS }));
    expect(rateBookProblems(atMinimum)).toEqual([
      { kind: 'profitableCycle', cycle: ['KES', 'USD', 'TZS', 'KES'] },
    ]);
  });

  it('refuses a cross mid that strays from its anchor legs by more than the spreads', () => {
    // With the cross pair 2 % richer than its anchor legs, the cycle gains more than two spreads.
    const rich = [
      pair('USD', 'KES', '126.602', 50),
      pair('USD', 'TZS', '2425.849', 50),
      pair('KES', 'TZS', '19.55', 50),
    ];
    expect(rateBookProblems(rich).map((p) => p.kind)).toEqual(['profitableCycle']);
  });

  it('accepts the same book once the cross mid is derived from the anchor pairs', () => {
    const derived = deriveCrossMids(probed.map((p) => ({ ...p, spreadBasisPoints: 50 })));
    expect(derived[2]!.mid).toBe('19.161222');
    expect(rateBookProblems(derived)).toEqual([]);
  });

  it('refuses a spread above the maximum, even one that would quote nothing', () => {
    expect(rateBookProblems([pair('USD', 'KES', '129.2', 5000)])).toEqual([
      { kind: 'spreadTooLarge', pair: 'USD/KES' },
    ]);
    expect(rateBookProblems([pair('USD', 'KES', '129.2', 10_000)])).toEqual([
      { kind: 'spreadTooLarge', pair: 'USD/KES' },
    ]);
  });
});

describe('profitableCycle', () => {
  it('finds a two-leg cycle that breaks even', () => {
    expect(
      profitableCycle([
        { from: 'A', to: 'B', rate: '2' },
        { from: 'B', to: 'A', rate: '0.5' },
      ]),
    ).toEqual(['A', 'B', 'A']);
  });

  it('finds none where every cycle loses', () => {
    expect(customerRates([pair('USD', 'KES', '129.2')])).toHaveLength(2);
    expect(profitableCycle(customerRates([pair('USD', 'KES', '129.2')]))).toBeNull();
  });
});

// Currencies with their decimals, UGX with none, as in the reference data.
const DECIMALS: Record<string, number> = { USD: 2, KES: 2, TZS: 2, CNY: 2, UGX: 0 };
const OTHERS = ['KES', 'TZS', 'CNY', 'UGX'] as const;

/** A book over every pair of these currencies: anchor mids, cross mids derived then nudged. */
const books = fc
  .record({
    mids: fc.tuple(
      ...OTHERS.map(() =>
        fc.integer({ min: 1, max: 5_000_000_000 }).map((n) => new Big(n).div(1_000_000).toFixed()),
      ),
    ),
    spreads: fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 10, maxLength: 10 }),
    // Parts per million a cross mid strays from its derived value (0 for most).
    nudges: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: -20_000, max: 20_000 })), {
      minLength: 6,
      maxLength: 6,
    }),
  })
  .map(({ mids, spreads, nudges }) => {
    const anchors = OTHERS.map((c, i) => pair('USD', c, String(mids[i]), spreads[i]!));
    const crosses: BookPair[] = [];
    for (let i = 0; i < OTHERS.length; i++)
      for (let j = i + 1; j < OTHERS.length; j++)
        crosses.push(pair(OTHERS[i]!, OTHERS[j]!, '1', spreads[4 + crosses.length]!));
    const derived = deriveCrossMids([...anchors, ...crosses]);
    return derived.map((p, k) => {
      const nudge = k < 4 ? 0 : nudges[k - 4]!;
      if (nudge === 0) return p;
      const mid = new Big(p.mid).times(1_000_000 + nudge).div(1_000_000);
      return { ...p, mid: new Big(mid.toPrecision(8)).toFixed() };
    });
  });

/** Walks a cycle of conversions at the customer's rates, rounding as a conversion does. */
function roundTrip(book: readonly BookPair[], path: readonly string[], start: bigint): bigint {
  const rates = customerRates(book);
  let amount = start;
  for (let i = 0; i < path.length; i++) {
    const from = path[i]!;
    const to = path[(i + 1) % path.length]!;
    const rate = rates.find((r) => r.from === from && r.to === to)!.rate;
    amount = convertMinor(amount, rate, DECIMALS[from]!, DECIMALS[to]!);
  }
  return amount;
}

const ALL = ['USD', ...OTHERS];
const cycles = fc
  .array(fc.constantFrom(...ALL), { minLength: 2, maxLength: 4 })
  .filter((path) => path.every((c, i) => c !== path[(i + 1) % path.length]));

describe('no cycle of conversions at an accepted book ends richer', () => {
  it('holds for random books the validation accepts and random cycles of 2–4 conversions', () => {
    let accepted = 0;
    fc.assert(
      fc.property(books, cycles, fc.bigInt({ min: 1n, max: 10n ** 13n }), (book, path, start) => {
        fc.pre(rateBookProblems(book).length === 0);
        accepted++;
        expect(roundTrip(book, path, start)).toBeLessThan(start);
      }),
      { numRuns: 200 },
    );
    // The generator must reach accepted books often enough for the property to mean something.
    expect(accepted).toBeGreaterThan(50);
  }, 60_000);

  it('accepts every derived book whose spreads are at least the minimum', () => {
    fc.assert(
      fc.property(books, (book) => {
        const derived = deriveCrossMids(
          book.map((p) => ({
            ...p,
            spreadBasisPoints: Math.max(p.spreadBasisPoints, MIN_SPREAD_BASIS_POINTS),
          })),
        );
        expect(rateBookProblems(derived)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
