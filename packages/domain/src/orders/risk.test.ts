import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { OrderStatus } from './order-status.ts';
import { initialSendStatus } from './risk.ts';

const base = { amountMinor: 100_000n, manualReviewThresholdMinor: 100_000n, payeeAuditStatus: 1 };

describe('initialSendStatus', () => {
  it('sends up to the threshold straight to the channel', () => {
    expect(initialSendStatus(base)).toBe(OrderStatus.PENDING);
    expect(initialSendStatus({ ...base, amountMinor: 1n })).toBe(OrderStatus.PENDING);
  });

  it('holds for manual review above the threshold', () => {
    expect(initialSendStatus({ ...base, amountMinor: 100_001n })).toBe(OrderStatus.MANUAL_PENDING);
  });

  it('holds for manual review while the recipient is pending (-1)', () => {
    expect(initialSendStatus({ ...base, amountMinor: 1n, payeeAuditStatus: -1 })).toBe(
      OrderStatus.MANUAL_PENDING,
    );
  });

  it('has no amount limit without a threshold', () => {
    const noLimit = { ...base, manualReviewThresholdMinor: null, amountMinor: 10n ** 15n };
    expect(initialSendStatus(noLimit)).toBe(OrderStatus.PENDING);
    expect(initialSendStatus({ ...noLimit, payeeAuditStatus: -1 })).toBe(
      OrderStatus.MANUAL_PENDING,
    );
  });

  it('refuses a non-positive amount', () => {
    expect(() => initialSendStatus({ ...base, amountMinor: 0n })).toThrow(DomainError);
  });
});
