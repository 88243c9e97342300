/**
 * An order number (`sn`) names one order for ever: it never moves money twice. SPEC §8's -1059
 * ("repeated request") is what a repeat gets within 5 minutes of the first use: then it is a
 * double submission or a retry storm while the first is still being handled, and the caller must
 * not take it for a second order. After the window, a repeat by the same account for the same
 * kind of order is answered with the original order as it stands now: a client reconciling a
 * lost reply learns what happened, and nothing new is created (docs/decisions.md).
 */
export const REPEATED_REQUEST_WINDOW_MS = 5 * 60_000;

export type RepeatedOrderNumberAnswer = 'repeatedRequest' | 'original';

export function answerRepeatedOrderNumber(
  original: { createTime: string; kind: number } | undefined,
  repeat: { kind: number; now: Date },
): RepeatedOrderNumberAnswer {
  if (!original || original.kind !== repeat.kind) return 'repeatedRequest';
  const age = repeat.now.getTime() - Date.parse(original.createTime);
  return age >= REPEATED_REQUEST_WINDOW_MS ? 'original' : 'repeatedRequest';
}
