import { describe, expect, it } from 'vitest';
import { OrderEventReason } from '@pesa/contract';
import { timelineNoteKey } from './timelineNote.ts';

describe('timelineNoteKey', () => {
  it("names the server's own reasons", () => {
    expect(
      timelineNoteKey({ actorType: 'user', status: 0, reason: OrderEventReason.CREATED }),
    ).toBe('money:timeline.created');
    expect(
      timelineNoteKey({
        actorType: 'user',
        status: 3,
        reason: OrderEventReason.CANCELLED_BY_CUSTOMER,
      }),
    ).toBe('money:timeline.cancelledByCustomer');
  });

  it("tells a rail's or an operator's change by who acted and how it ended, not by their words", () => {
    const rail = {
      actorType: 'channel',
      reason: '0 The service request is processed successfully.',
    };
    expect(timelineNoteKey({ ...rail, status: 1 })).toBe('money:timeline.channel.completed');
    expect(timelineNoteKey({ ...rail, status: 2 })).toBe('money:timeline.channel.failed');
    expect(timelineNoteKey({ actorType: 'operator', status: 0, reason: 'KYC checked' })).toBe(
      'money:timeline.operator.approved',
    );
    expect(timelineNoteKey({ actorType: 'operator', status: 2, reason: 'reviewed' })).toBe(
      'money:timeline.operator.failed',
    );
    expect(timelineNoteKey({ actorType: 'system', status: 2, reason: 'expired' })).toBe(
      'money:timeline.updated',
    );
  });
});
