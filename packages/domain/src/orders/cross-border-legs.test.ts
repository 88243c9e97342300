import { describe, expect, it } from 'vitest';
import {
  crossBorderLegs,
  REMITTANCE_TRANSITIONS,
  remittanceStatus,
  VERIFICATION_TRANSITIONS,
  verificationStatus,
} from './cross-border-legs.ts';
import { INITIAL_ORDER_STATUSES, OrderStatus, SEND_TRANSITIONS } from './order-status.ts';

const { MANUAL_PENDING, PAY_PENDING, PENDING, PASS, REJECT, CANCEL } = OrderStatus;

describe('cross-border legs', () => {
  it('maps every order status to one verification and one remittance status', () => {
    expect(verificationStatus(PAY_PENDING)).toBe('INIT');
    expect(verificationStatus(MANUAL_PENDING)).toBe('UN_VERIFY');
    expect(verificationStatus(PENDING)).toBe('DEAL');
    expect(verificationStatus(PASS)).toBe('SUCCESS');
    expect(verificationStatus(REJECT, 'operator')).toBe('FAIL');
    expect(verificationStatus(REJECT, 'channel')).toBe('DECLARE_FAIL');
    expect(verificationStatus(CANCEL)).toBe('VERIFY_BACK');
    expect(remittanceStatus(MANUAL_PENDING)).toBe('REMIT_INIT');
    expect(remittanceStatus(PAY_PENDING)).toBe('REMIT_INIT');
    expect(remittanceStatus(PENDING)).toBe('REMIT_DEAL');
    expect(remittanceStatus(PASS)).toBe('REMIT_SUCCESS');
    expect(remittanceStatus(REJECT)).toBe('RETURNED');
    expect(remittanceStatus(CANCEL)).toBe('RETURNED');
  });

  it('moves each leg only along its own transitions when the order moves along its own', () => {
    for (const [from, targets] of Object.entries(SEND_TRANSITIONS)) {
      for (const to of Object.keys(targets).map(Number)) {
        // The customer withdraws; a reviewer decides an order held for review; else the rail.
        const actor =
          to === CANCEL ? 'user' : Number(from) === MANUAL_PENDING ? 'operator' : 'channel';
        const v = [verificationStatus(Number(from)), verificationStatus(to, actor)] as const;
        if (v[0] !== v[1]) expect(VERIFICATION_TRANSITIONS[v[0]]).toContain(v[1]);
        const r = [remittanceStatus(Number(from)), remittanceStatus(to)] as const;
        if (r[0] !== r[1]) expect(REMITTANCE_TRANSITIONS[r[0]]).toContain(r[1]);
      }
    }
  });

  it('ends both legs when the order ends', () => {
    for (const status of [PASS, REJECT, CANCEL]) {
      expect(VERIFICATION_TRANSITIONS[verificationStatus(status, 'channel')]).toEqual([]);
      expect(REMITTANCE_TRANSITIONS[remittanceStatus(status)]).toEqual([]);
    }
    expect(INITIAL_ORDER_STATUSES.map((s) => remittanceStatus(s))).not.toContain('RETURNED');
  });

  it('writes each leg history from the status changes, one step per move', () => {
    const legs = crossBorderLegs([
      { fromStatus: null, status: MANUAL_PENDING, actorType: 'user', time: 't1' },
      { fromStatus: MANUAL_PENDING, status: PENDING, actorType: 'operator', time: 't2' },
      { fromStatus: PENDING, status: REJECT, actorType: 'channel', time: 't3' },
    ]);
    expect(legs.verification).toEqual([
      { status: 'UN_VERIFY', time: 't1' },
      { status: 'DEAL', time: 't2' },
      { status: 'DECLARE_FAIL', time: 't3' },
    ]);
    expect(legs.remittance).toEqual([
      { status: 'REMIT_INIT', time: 't1' },
      { status: 'REMIT_DEAL', time: 't2' },
      { status: 'RETURNED', time: 't3' },
    ]);
  });
});
