import { describe, expect, it } from 'vitest';
import { OrderAuditStatus, orderReview } from './order-review.ts';
import { OrderStatus } from './order-status.ts';

const { MANUAL_PENDING, PENDING, PASS, REJECT, CANCEL } = OrderStatus;
const held = { fromStatus: null, status: MANUAL_PENDING, actorType: 'user', time: 't1' };

describe('orderReview', () => {
  it('is nothing for an order that was never held for review', () => {
    const changes = [
      { fromStatus: null, status: PENDING, actorType: 'user', time: 't1' },
      { fromStatus: PENDING, status: PASS, actorType: 'channel', time: 't2' },
    ];
    expect(orderReview(PASS, changes)).toEqual({ auditStatus: null, auditTime: null });
  });

  it('waits while the order is held', () => {
    expect(orderReview(MANUAL_PENDING, [held])).toEqual({
      auditStatus: OrderAuditStatus.WAITING,
      auditTime: null,
    });
  });

  it("keeps the reviewer's approval even when the rail fails the order later", () => {
    const changes = [
      held,
      { fromStatus: MANUAL_PENDING, status: PENDING, actorType: 'operator', time: 't2' },
      { fromStatus: PENDING, status: REJECT, actorType: 'channel', time: 't3' },
    ];
    expect(orderReview(REJECT, changes)).toEqual({
      auditStatus: OrderAuditStatus.APPROVED,
      auditTime: 't2',
    });
  });

  it("is the reviewer's refusal, with its time", () => {
    const changes = [
      held,
      { fromStatus: MANUAL_PENDING, status: REJECT, actorType: 'operator', time: 't2' },
    ];
    expect(orderReview(REJECT, changes)).toEqual({
      auditStatus: OrderAuditStatus.REFUSED,
      auditTime: 't2',
    });
  });

  it('is nothing when the customer withdrew the order before a decision', () => {
    const changes = [
      held,
      { fromStatus: MANUAL_PENDING, status: CANCEL, actorType: 'user', time: 't2' },
    ];
    expect(orderReview(CANCEL, changes)).toEqual({ auditStatus: null, auditTime: null });
  });
});
