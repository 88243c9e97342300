/**
 * Random operations for the ledger property tests, and how the server would carry each one out:
 * domain rules first, then at most one journal entry applied to the in-memory ledger.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { computeFee, payAmount } from '../fees/fee.ts';
import { buildQuote } from '../fx/quote.ts';
import {
  allowedTransitions,
  assertTransition,
  canTransition,
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
import { fundCrossBorder } from '../wallets/cross-border-funding.ts';

// KES and TZS have 2 decimals, UGX none.
const DECIMALS: Record<number, number> = { 404: 2, 834: 2, 800: 0 };
const currency = fc.constantFrom(404, 834, 800);
const user = fc.constantFrom(1, 2);
const wallet = fc.constantFrom('domestic', 'cross_border', 'b2c') as fc.Arbitrary<
  'domestic' | 'cross_border' | 'b2c'
>;
const channel = fc.constantFrom(2, 7, 100, 502);
const money = (max: bigint) => fc.bigInt({ min: 1n, max });

export const operation = fc.oneof(
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
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('fund' as const),
      user,
      from: currency,
      to: currency,
      amount: money(5_000_000n),
      rate: fc.constantFrom('129.45', '0.0077249903', '28.7', '0.0348'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), entry: fc.nat() }) },
);
export type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

export interface Order extends SendFunds {
  userId: number;
  currencyId: number;
  channel: number;
  payAmount: bigint;
  status: OrderStatus;
}

/** Runs one operation the way the server would: domain rules first, then one ledger entry. */
export function step(
  ledger: InMemoryLedger,
  orders: Order[],
  reversed: Set<JournalEntry>,
  op: Operation,
) {
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
        ([key, balance]) => balance > 0n && isUserOwned(key) && !/:(on_hold|api_hold):/.test(key),
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
    case 'fund': {
      // Domestic to cross-border: whole in one currency, at a quote (no fee) across two.
      let received = op.amount;
      if (op.from !== op.to) {
        try {
          received = buildQuote({
            amount: op.amount,
            rate: op.rate,
            fromDecimals: DECIMALS[op.from]!,
            toDecimals: DECIMALS[op.to]!,
            feeSchedule: { fixedMinor: 0n, basisPoints: 0 },
            now: new Date(0),
            lockSeconds: 30,
          }).receivedAmount;
        } catch {
          return; // too small to deliver anything
        }
      }
      // Refused for want of domestic money like any overdraft (the server answers -1013).
      ledger.apply(
        fundCrossBorder({
          ownerUserId: op.user,
          fromCurrencyId: op.from,
          toCurrencyId: op.to,
          amount: op.amount,
          receivedAmount: received,
          reference: `X${ledger.journal.length}`,
        }),
      );
      return;
    }
    case 'reverse': {
      // Send entries are only ever undone together with an order change, so the model reverses
      // top-ups, conversions and moves to the cross-border wallet; a reversal of spent money is refused like an overdraft.
      const candidates = ledger.journal.filter(
        (e) =>
          (e.type === 'top_up' || e.type === 'fx_convert' || e.type === 'wallet_transfer') &&
          !reversed.has(e),
      );
      const original = candidates[op.entry % Math.max(candidates.length, 1)];
      if (original && ledger.apply(reverseEntry(original))) reversed.add(original);
      return;
    }
  }
}
