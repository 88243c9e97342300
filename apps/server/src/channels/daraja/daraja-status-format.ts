import { z } from 'zod';
import { orderIdFromReference } from '../../modules/orders/channel-results.service.ts';
import { b2cResultSchema, byName, shillingsToMinor } from './daraja-format.ts';

/**
 * What a Transaction Status `Result` says about the transaction it was asked about. Only a
 * successful query (ResultCode 0) whose TransactionStatus is Completed, Failed or Reversed is
 * final; anything else (Pending, an unknown status, a query Daraja could not answer) waits for
 * the next query.
 */
export interface PayoutStatusReport {
  /** The query's own ConversationID (not the payout's). */
  conversationId: string;
  resultCode: string;
  resultDesc: string;
  /** Our reference `PB<id>`: the queried transaction's OriginatorConversationID, or our Occasion. */
  reference: string | null;
  /** `TransactionStatus` as Daraja spells it. */
  transactionStatus: string | null;
  state: 'completed' | 'failed' | 'unknown';
  /** The M-Pesa receipt (`ReceiptNo`). */
  receipt: string | null;
  /** KES cents of `Amount`; null when absent. */
  amount: bigint | null;
}

const referenceItem = z.object({ Key: z.string(), Value: z.unknown().optional() });

/** The B2C `Result` shape plus the `ReferenceData` that echoes the Occasion we sent. */
const statusResultSchema = z.object({
  Result: b2cResultSchema.shape.Result.extend({
    ReferenceData: z
      .object({
        ReferenceItem: z
          .union([z.array(referenceItem), referenceItem.transform((i) => [i])])
          .optional(),
      })
      .optional(),
  }),
});

/** Statuses that end a payout without paying the recipient. */
const FAILED_STATUSES = new Set(['failed', 'reversed']);

/** Parses the `Result` posted to the Transaction Status ResultURL; null when malformed. */
export function parseTransactionStatusResult(body: unknown): PayoutStatusReport | null {
  const parsed = statusResultSchema.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const params = byName(result.ResultParameters?.ResultParameter ?? []);
  // Older answers spell some keys with spaces ("Originator Conversation ID").
  const param = (...keys: string[]) => {
    const value = keys.map((k) => params.get(k)).find((v) => v !== undefined && v !== null);
    return value === undefined || value === null || value === '' ? null : String(value);
  };
  const occasion = byName(result.ReferenceData?.ReferenceItem ?? []).get('Occasion');
  const reference = [
    param('OriginatorConversationID', 'Originator Conversation ID'),
    occasion === undefined ? null : String(occasion),
  ].find((r) => r !== null && orderIdFromReference(r) !== null);
  const status = param('TransactionStatus');
  const normalised = status?.trim().toLowerCase() ?? '';
  const state =
    result.ResultCode !== '0'
      ? 'unknown'
      : normalised === 'completed'
        ? 'completed'
        : FAILED_STATUSES.has(normalised)
          ? 'failed'
          : 'unknown';
  const amount = params.get('Amount');
  return {
    conversationId: result.ConversationID || result.OriginatorConversationID,
    resultCode: result.ResultCode,
    resultDesc: result.ResultDesc,
    reference: reference ?? null,
    transactionStatus: status,
    state,
    receipt: param('ReceiptNo'),
    amount: amount === undefined || amount === null ? null : shillingsToMinor(amount),
  };
}
