import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  allowedTransitions,
  assertTransition,
  canTransition,
  INITIAL_ORDER_STATUSES,
  isFinal,
  isHeld,
  isOrderStatus,
  ORDER_STATUSES,
  OrderStatus,
  orderStatusName,
  sendLedgerEffect,
  topUpLedgerEffect,
} from './order-status.ts';

const { MANUAL_PENDING, PAY_PENDING, PENDING, PASS, REJECT, CANCEL } = OrderStatus;

describe('order status transitions', () => {
  it('allow exactly the table', () => {
    const allowed = Object.fromEntries(
      ORDER_STATUSES.map((from) => [orderStatusName(from), allowedTransitions(from)]),
    );
    expect(allowed).toEqual({
      MANUAL_PENDING: [PENDING, REJECT, CANCEL],
      PAY_PENDING: [MANUAL_PENDING, PENDING, REJECT, CANCEL],
      PENDING: [PASS, REJECT],
      PASS: [],
      REJECT: [],
      CANCEL: [],
    });
  });

  it('refuse every other pair with ORDER_STATUS', () => {
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (canTransition(from, to)) continue;
        refused += 1;
        expect(() => assertTransition(from, to)).toThrow(
          expect.objectContaining({ code: 'ORDER_STATUS' }),
        );
      }
    }
    expect(refused).toBe(36 - 9);
    expect(() => assertTransition(PENDING, PASS)).not.toThrow();
    expect(() => assertTransition(5 as OrderStatus, PASS)).toThrow(DomainError);
  });

  it('never leave a final status, and never stay in place', () => {
    for (const s of ORDER_STATUSES) {
      expect(canTransition(s, s)).toBe(false);
      if (isFinal(s)) expect(allowedTransitions(s)).toEqual([]);
    }
    expect(ORDER_STATUSES.filter(isFinal)).toEqual([PASS, REJECT, CANCEL]);
  });

  it('recognise status codes', () => {
    expect(ORDER_STATUSES).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(isOrderStatus(-2)).toBe(true);
    expect(isOrderStatus(4)).toBe(false);
    expect(isOrderStatus('0')).toBe(false);
  });
});

describe('ledger effects', () => {
  it('hold on creating a send, settle on PASS, release on REJECT and CANCEL', () => {
    for (const s of INITIAL_ORDER_STATUSES) expect(sendLedgerEffect(null, s)).toBe('hold');
    expect(sendLedgerEffect(MANUAL_PENDING, PENDING)).toBe('none');
    expect(sendLedgerEffect(PAY_PENDING, PENDING)).toBe('none');
    expect(sendLedgerEffect(PENDING, PASS)).toBe('settle');
    expect(sendLedgerEffect(PENDING, REJECT)).toBe('release');
    expect(sendLedgerEffect(MANUAL_PENDING, CANCEL)).toBe('release');
    expect(sendLedgerEffect(PAY_PENDING, REJECT)).toBe('release');
    expect(() => sendLedgerEffect(null, PASS)).toThrow(DomainError);
    expect(() => sendLedgerEffect(PASS, REJECT)).toThrow(DomainError);
  });

  it('agree with isHeld: money moves exactly when the held state changes', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of allowedTransitions(from)) {
        const effect = sendLedgerEffect(from, to);
        expect(effect === 'none', `${from}→${to}`).toBe(isHeld(from) === isHeld(to));
        if (isHeld(from) && !isHeld(to)) expect(effect).toBe(to === PASS ? 'settle' : 'release');
      }
    }
    expect(ORDER_STATUSES.filter(isHeld)).toEqual([MANUAL_PENDING, PAY_PENDING, PENDING]);
  });

  it('credit a top-up only on PASS', () => {
    expect(topUpLedgerEffect(null, PAY_PENDING)).toBe('none');
    expect(topUpLedgerEffect(PENDING, PASS)).toBe('credit');
    expect(topUpLedgerEffect(PENDING, REJECT)).toBe('none');
    expect(topUpLedgerEffect(PAY_PENDING, CANCEL)).toBe('none');
    expect(() => topUpLedgerEffect(CANCEL, PASS)).toThrow(DomainError);
    expect(() => topUpLedgerEffect(null, CANCEL)).toThrow(DomainError);
  });
});
