import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFinal, isHeld, ORDER_STATUSES, type OrderStatus } from '../orders/order-status.ts';
import { isUserOwned, userAccountKey } from './accounts.ts';
import { creditTopUp, holdForSend, type JournalEntry } from './entries.ts';
import { InMemoryLedger } from './in-memory-ledger.test-helper.ts';
import { operation, step, type Order } from './ledger-operations.test-helper.ts';

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
    const hold = /:(suspense|b2c|c2b):/.test(o.wallet) ? 'api_hold' : 'on_hold';
    const key = userAccountKey(o.userId, hold, o.currencyId);
    expectedHeld.set(key, (expectedHeld.get(key) ?? 0n) + (isHeld(o.status) ? o.payAmount : 0n));
  }
  for (const [key, balance] of balances) {
    if (!/:(on_hold|api_hold):/.test(key)) continue;
    const expected = expectedHeld.get(key) ?? 0n;
    check(balance === expected, () => `${key} is ${balance}, held orders ${expected}`);
  }
  // ...and order by order: a final order has nothing left in on-hold under its reference.
  const heldByReference = new Map<string, bigint>();
  for (const entry of ledger.journal) {
    for (const p of entry.postings) {
      if (!/:(on_hold|api_hold):/.test(p.accountKey)) continue;
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
