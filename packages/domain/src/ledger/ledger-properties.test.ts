import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFee, payAmount } from '../fees/fee.ts';
import { buildQuote } from '../fx/quote.ts';
import {
  allowedTransitions,
  assertTransition,
  canTransition,
  isFinal,
  isHeld,
  ORDER_STATUSES,
  OrderStatus,
  sendLedgerEffect,
} from '../orders/order-status.ts';
import { initialSendStatus } from '../orders/risk.ts';
import { isUserOwned, parseAccountKey, userAccountKey } from './accounts.ts';
import {
  convertCurrency,
  creditTopUp,
  holdForSend,
  releaseHold,
  reverseEntry,
  settleSend,
  type JournalEntry,
  type SendFunds,
} from './entries.ts';
import { InMemoryLedger } from './in-memory-ledger.test-helper.ts';

// KES and TZS have 2 decimals, UGX none.
const DECIMALS: Record<number, number> = { 404: 2, 834: 2, 800: 0 };
const currency = fc.constantFrom(404, 834, 800);
const user = fc.constantFrom(1, 2);
const wallet = fc.constantFrom('domestic', 'cross_border', 'b2c') as fc.Arbitrary<
  'domestic' | 'cross_border' | 'b2c'
>;
const channel = fc.constantFrom(2, 7, 100, 502);
const money = (max: bigint) => fc.bigInt({ min: 1n, max });

const operation = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('topUp' as const),
      user,
      wallet,
      currency,
      channel,
      amount: money(100_000_000n),
      fee: fc.bigInt({ min: 0n, max: 500n }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('send' as const),
      user,
      wallet,
      currency,
      channel,
      amount: money(5_000_000n),
      basisPoints: fc.integer({ min: 0, max: 300 }),
      fixed: fc.bigInt({ min: 0n, max: 5_000n }),
      taxFee: fc.bigInt({ min: 0n, max: 1_000n }),
      threshold: fc.option(money(5_000_000n)),
      payeeAuditStatus: fc.constantFrom(-1, 0, 1),
      payFirst: fc.boolean(),
      // Mostly spend from a wallet that has money, so orders exist to move through their states.
      fundedWallet: fc.option(fc.nat(), { freq: 4 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('advance' as const),
      order: fc.nat(),
      choice: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      order: fc.nat(),
      to: fc.constantFrom(...ORDER_STATUSES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('convert' as const),
      user,
      from: currency,
      to: currency,
      amount: money(5_000_000n),
      rate: fc.constantFrom('129.45', '0.0077249903', '28.7', '0.0348', '19.99', '0.05002501', '1'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), entry: fc.nat() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface Order extends SendFunds {
  userId: number;
  currencyId: number;
  channel: number;
  payAmount: bigint;
  status: OrderStatus;
}

/** Runs one operation the way the server would: domain rules first, then one ledger entry. */
function step(ledger: InMemoryLedger, orders: Order[], reversed: Set<JournalEntry>, op: Operation) {
  switch (op.op) {
    case 'topUp': {
      const key = userAccountKey(op.user, op.wallet, op.currency);
      const fee = op.fee < op.amount ? op.fee : 0n;
      const ref = `T${ledger.journal.length}`;
      expect(
        ledger.apply(
          creditTopUp({ wallet: key, channel: op.channel, amount: op.amount, fee, reference: ref }),
        ),
      ).toBe(true);
      return;
    }
    case 'send': {
      const funded = [...ledger.snapshot()].filter(
        ([key, balance]) => balance > 0n && isUserOwned(key) && !key.includes(':on_hold:'),
      );
      const picked = op.fundedWallet === null ? undefined : funded[op.fundedWallet % funded.length];
      const walletKey = picked?.[0] ?? userAccountKey(op.user, op.wallet, op.currency);
      const { ownerUserId, currencyId } = parseAccountKey(walletKey);
      const funds = {
        wallet: walletKey,
        amount: op.amount,
        fee: computeFee({ fixedMinor: op.fixed, basisPoints: op.basisPoints }, op.amount),
        taxFee: op.taxFee,
        reference: `SN${orders.length}`,
      };
      const status = op.payFirst
        ? OrderStatus.PAY_PENDING
        : initialSendStatus({
            amountMinor: op.amount,
            manualReviewThresholdMinor: op.threshold,
            payeeAuditStatus: op.payeeAuditStatus,
          });
      expect(sendLedgerEffect(null, status)).toBe('hold');
      // Refused for want of funds: no order is created (the server answers -1013/-1014).
      if (!ledger.apply(holdForSend(funds))) return;
      orders.push({
        ...funds,
        userId: ownerUserId,
        currencyId,
        channel: op.channel,
        payAmount: payAmount(funds.amount, funds.fee, funds.taxFee),
        status,
      });
      return;
    }
    case 'advance':
    case 'move': {
      const order = orders[op.order % Math.max(orders.length, 1)];
      if (!order) return;
      const to = op.op === 'move' ? op.to : allowedTransitions(order.status)[op.choice % 3];
      if (to === undefined) return;
      if (!canTransition(order.status, to)) {
        expect(() => assertTransition(order.status, to)).toThrow(
          expect.objectContaining({ code: 'ORDER_STATUS' }),
        );
        return;
      }
      const effect = sendLedgerEffect(order.status, to);
      const entry =
        effect === 'settle' ? settleSend(order) : effect === 'release' ? releaseHold(order) : null;
      // Settling or releasing only moves money that the hold put aside, so it cannot be refused.
      if (entry) expect(ledger.apply(entry)).toBe(true);
      order.status = to;
      return;
    }
    case 'convert': {
      if (op.from === op.to) return;
      let quote;
      try {
        quote = buildQuote({
          amount: op.amount,
          rate: op.rate,
          fromDecimals: DECIMALS[op.from]!,
          toDecimals: DECIMALS[op.to]!,
          feeSchedule: { fixedMinor: 0n, basisPoints: 25 },
          now: new Date(0),
          lockSeconds: 30,
        });
      } catch {
        return; // too small to deliver anything
      }
      ledger.apply(
        convertCurrency({
          from: userAccountKey(op.user, 'domestic', op.from),
          to: userAccountKey(op.user, 'cross_border', op.to),
          amount: quote.amount,
          fee: quote.fee,
          receivedAmount: quote.receivedAmount,
          reference: `FX${ledger.journal.length}`,
        }),
      );
      return;
    }
    case 'reverse': {
      // Send entries are only ever undone together with an order change, so the model reverses
      // top-ups and conversions; a reversal of spent money is refused like an overdraft.
      const candidates = ledger.journal.filter(
        (e) => (e.type === 'top_up' || e.type === 'fx_convert') && !reversed.has(e),
      );
      const original = candidates[op.entry % Math.max(candidates.length, 1)];
      if (original && ledger.apply(reverseEntry(original))) reversed.add(original);
      return;
    }
  }
}

/** Plain checks in the hot loop: expect() on every step of every run is too slow. */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

function checkInvariants(ledger: InMemoryLedger, orders: Order[]) {
  // (a) Conservation: every currency sums to zero.
  for (const [currencyId, total] of ledger.totalsByCurrency()) {
    check(total === 0n, () => `currency ${currencyId} sums to ${total}`);
  }
  // (b) No user-owned balance is ever negative.
  const balances = ledger.snapshot();
  for (const [key, balance] of balances) {
    check(balance >= 0n || !isUserOwned(key), () => `${key} is ${balance}`);
  }
  // (c) On-hold per user and currency is exactly the payAmount of that user's held orders...
  const expectedHeld = new Map<string, bigint>();
  for (const o of orders) {
    const key = userAccountKey(o.userId, 'on_hold', o.currencyId);
    expectedHeld.set(key, (expectedHeld.get(key) ?? 0n) + (isHeld(o.status) ? o.payAmount : 0n));
  }
  for (const [key, balance] of balances) {
    if (!key.includes(':on_hold:')) continue;
    const expected = expectedHeld.get(key) ?? 0n;
    check(balance === expected, () => `${key} is ${balance}, held orders ${expected}`);
  }
  // ...and order by order: a final order has nothing left in on-hold under its reference.
  const heldByReference = new Map<string, bigint>();
  for (const entry of ledger.journal) {
    for (const p of entry.postings) {
      if (!p.accountKey.includes(':on_hold:')) continue;
      heldByReference.set(entry.reference, (heldByReference.get(entry.reference) ?? 0n) + p.amount);
    }
  }
  for (const o of orders) {
    const held = heldByReference.get(o.reference) ?? 0n;
    const expected = isFinal(o.status) ? 0n : o.payAmount;
    check(held === expected, () => `${o.reference} (${o.status}) holds ${held}`);
  }
}

function sameBalances(a: Map<string, bigint>, b: Map<string, bigint>): boolean {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].every((key) => (a.get(key) ?? 0n) === (b.get(key) ?? 0n));
}

describe('ledger properties over random operation sequences', () => {
  it('conserve money, never overdraw a customer, and keep on-hold equal to held orders', () => {
    const reached = new Set<OrderStatus>();
    let refused = 0;
    fc.assert(
      fc.property(fc.array(operation, { minLength: 20, maxLength: 80 }), (operations) => {
        const ledger = new InMemoryLedger();
        const orders: Order[] = [];
        const reversed = new Set<JournalEntry>();
        for (const op of operations) {
          const before = ledger.snapshot();
          const entries = ledger.journal.length;
          step(ledger, orders, reversed, op);
          // An operation that posted nothing (refused or a no-op) changed no balance at all.
          if (ledger.journal.length === entries) {
            check(sameBalances(before, ledger.snapshot()), () => `${op.op} changed balances`);
          }
          checkInvariants(ledger, orders);
        }
        // Running balances are exactly what the journal adds up to.
        check(sameBalances(ledger.replay(), ledger.snapshot()), () => 'replay differs');
        for (const o of orders) reached.add(o.status);
        refused += ledger.refused;
      }),
      { numRuns: 200 },
    );
    // The generator really exercises every status and refusals, so (b) and (c) are not vacuous.
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});

describe('InMemoryLedger', () => {
  it('refuses an overdraft atomically and keeps house accounts free to go negative', () => {
    const ledger = new InMemoryLedger();
    const wallet = userAccountKey(1, 'domestic', 404);
    expect(ledger.apply(creditTopUp({ wallet, channel: 2, amount: 1_000n, reference: 'T' }))).toBe(
      true,
    );
    expect(ledger.balance('channel:2:settlement:404')).toBe(-1_000n);
    const hold = holdForSend({ wallet, amount: 990n, fee: 11n, reference: 'S' });
    expect(ledger.apply(hold)).toBe(false);
    expect(ledger.balance(wallet)).toBe(1_000n);
    expect(ledger.balance(userAccountKey(1, 'on_hold', 404))).toBe(0n);
    expect(ledger.journal).toHaveLength(1);
  });
});
