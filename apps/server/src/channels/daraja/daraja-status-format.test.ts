import { describe, expect, it } from 'vitest';
import { parseTransactionStatusResult } from './daraja-status-format.ts';

/** A Transaction Status Result as Daraja documents it, with the given parameters. */
function result(
  parameters: Array<{ Key: string; Value?: unknown }>,
  extra: Record<string, unknown> = {},
) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: '3213-416199-2',
      ConversationID: 'AG_20180223_0000493344ae97d86f75',
      TransactionID: 'MBN0000000',
      ResultParameters: { ResultParameter: parameters },
      ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: 'PB77' } },
      ...extra,
    },
  };
}

describe('Daraja Transaction Status Result', () => {
  it('reads the payout by Key: receipt, amount in cents, status and our reference', () => {
    const report = parseTransactionStatusResult(
      result([
        { Key: 'ReceiptNo', Value: 'MBN31H462N' },
        { Key: 'Amount', Value: 300 },
        { Key: 'TransactionStatus', Value: 'Completed' },
        { Key: 'OriginatorConversationID', Value: 'PB42' },
        { Key: 'TransactionReason' },
      ]),
    );
    expect(report).toEqual({
      conversationId: 'AG_20180223_0000493344ae97d86f75',
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      reference: 'PB42',
      transactionStatus: 'Completed',
      state: 'completed',
      receipt: 'MBN31H462N',
      amount: 30_000n,
    });
  });

  it('accepts the spaced key spelling and falls back to the Occasion for our reference', () => {
    const spaced = parseTransactionStatusResult(
      result([
        { Key: 'Originator Conversation ID', Value: 'PB9' },
        { Key: 'TransactionStatus', Value: 'Reversed' },
        { Key: 'Amount', Value: '1.00' },
      ]),
    );
    expect(spaced).toMatchObject({ reference: 'PB9', state: 'failed', amount: 100n });
    // The queried transaction's own id is not ours: the echoed Occasion names the payout.
    const foreign = parseTransactionStatusResult(
      result([
        { Key: 'OriginatorConversationID', Value: '3211-416020-3' },
        { Key: 'TransactionStatus', Value: 'Failed' },
      ]),
    );
    expect(foreign).toMatchObject({ reference: 'PB77', state: 'failed', amount: null });
  });

  it('treats Pending, unknown statuses and an unanswered query as not final', () => {
    const pending = result([{ Key: 'TransactionStatus', Value: 'Pending' }]);
    expect(parseTransactionStatusResult(pending)?.state).toBe('unknown');
    const odd = result([{ Key: 'TransactionStatus', Value: 'Authorized' }]);
    expect(parseTransactionStatusResult(odd)?.state).toBe('unknown');
    // A non-zero ResultCode is about the query, not the payout, even beside a status.
    const refused = result([{ Key: 'TransactionStatus', Value: 'Failed' }], {
      ResultCode: 2001,
      ResultDesc: 'The initiator information is invalid.',
    });
    expect(parseTransactionStatusResult(refused)).toMatchObject({
      resultCode: '2001',
      state: 'unknown',
    });
  });

  it('refuses a body that is not a Result', () => {
    expect(parseTransactionStatusResult({ Body: {} })).toBeNull();
    expect(parseTransactionStatusResult(result([]).Result)).toBeNull();
  });
});
