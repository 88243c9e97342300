import { describe, expect, it } from 'vitest';
import { answerRepeatedOrderNumber, REPEATED_REQUEST_WINDOW_MS } from './repeated-order-number.ts';

const first = { createTime: '2026-11-24T10:00:00.000Z', kind: 0 };
const at = (ms: number) => new Date(Date.parse(first.createTime) + ms);

describe('a repeated order number', () => {
  it('is a repeated request (-1059) within 5 minutes of the first use', () => {
    expect(answerRepeatedOrderNumber(first, { kind: 0, now: at(0) })).toBe('repeatedRequest');
    expect(
      answerRepeatedOrderNumber(first, { kind: 0, now: at(REPEATED_REQUEST_WINDOW_MS - 1) }),
    ).toBe('repeatedRequest');
  });

  it('is answered with the original order from 5 minutes on', () => {
    expect(answerRepeatedOrderNumber(first, { kind: 0, now: at(REPEATED_REQUEST_WINDOW_MS) })).toBe(
      'original',
    );
  });

  it("is a repeated request for another kind of order, or another account's number", () => {
    expect(answerRepeatedOrderNumber(first, { kind: -1, now: at(60 * 60_000) })).toBe(
      'repeatedRequest',
    );
    expect(answerRepeatedOrderNumber(undefined, { kind: 0, now: at(60 * 60_000) })).toBe(
      'repeatedRequest',
    );
  });
});
