import { OrderEventReason } from '@pesa/contract';
import type { TimelineEntry } from './api.ts';

const OWN_REASONS: Record<string, string> = {
  [OrderEventReason.CREATED]: 'created',
  [OrderEventReason.PAYMENT_RECEIVED]: 'paymentReceived',
  [OrderEventReason.PAYMENT_CONFIRMED]: 'paymentConfirmed',
  [OrderEventReason.DEPOSIT_RECEIVED]: 'depositReceived',
  [OrderEventReason.DEPOSIT_CREDITED]: 'depositCredited',
  [OrderEventReason.CANCELLED_BY_CUSTOMER]: 'cancelledByCustomer',
};

const OUTCOME: Record<number, string> = { 0: 'approved', 1: 'completed', 2: 'failed' };

/**
 * The catalogue key (money:timeline.*) that says what a status change meant, in the user's
 * language. The server's own reasons each have a sentence. A rail's result text or an
 * operator's words are not in the user's language, so those changes are told by who acted and
 * how it ended; a failed order still shows the rail's words as its fail reason.
 */
export function timelineNoteKey(entry: Pick<TimelineEntry, 'actorType' | 'status' | 'reason'>) {
  const own = entry.reason ? OWN_REASONS[entry.reason] : undefined;
  if (own) return `money:timeline.${own}`;
  const outcome = OUTCOME[entry.status];
  if ((entry.actorType === 'channel' || entry.actorType === 'operator') && outcome)
    return `money:timeline.${entry.actorType}.${outcome}`;
  return 'money:timeline.updated';
}
