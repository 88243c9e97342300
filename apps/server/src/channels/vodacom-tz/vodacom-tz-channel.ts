import { randomBytes } from 'node:crypto';
import { normaliseMobile } from '@pesa/domain';
import {
  ChannelRefusedError,
  type ChannelResult,
  type CollectionRequest,
  type PaymentChannel,
  type PayoutRequest,
  type StatusQuery,
} from '../payment-channel.ts';
import { VodacomTzClient, VodacomTzError, type VodacomAnswer } from './vodacom-tz-client.ts';
import { transactionState, vodacomCode, vodacomReason } from './vodacom-tz-codes.ts';

export interface VodacomTzMarket {
  /** The organisation's short code (`input_ServiceProviderCode`). */
  serviceProviderCode: string;
}

/** M-Pesa Tanzania's pay type (SPEC §3), carried in TZS. */
export const VODACOM_TZ_PAY_TYPE = 7;

/** Both the callback and a status query name a final result by this key: one applies. */
export function vodacomEventKey(reference: string): string {
  return `vodacom-tz:${reference}`;
}

/** A fresh reference for a call that is not a payment (a query, a reversal): 1-40 characters. */
function callReference(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

/**
 * Vodacom M-Pesa Tanzania through the M-Pesa OpenAPI (market vodacomTZN): C2B single stage for
 * top-ups, B2C for payouts, queryTransactionStatus for anything without a final answer, reversal
 * for refunds. Our reference `PB<id>` is the ThirdPartyConversationID and the TransactionReference
 * of the one attempt an order makes; an answer that leaves the outcome open is never retried with
 * a new reference but queried, so a payment cannot go through twice.
 */
export class VodacomTzChannel implements PaymentChannel {
  readonly name = 'vodacom-tz';

  constructor(
    private readonly client: VodacomTzClient,
    private readonly market: VodacomTzMarket,
    /** Applies a final status answer of a payout (requestPayoutStatus). */
    private readonly deliver: (result: ChannelResult) => Promise<void>,
  ) {}

  async startCollection(request: CollectionRequest) {
    const msisdn = tanzanianMsisdn(request.phone ?? '');
    const answer = await this.client.call('POST', 'c2bPayment/singleStage/', {
      ...this.payment(request.reference, request.amount, request.decimals, request.currencyCode),
      input_CustomerMSISDN: msisdn,
      input_PurchasedItemsDesc: `Top up ${request.reference}`,
    });
    return accepted(answer, request.reference);
  }

  async submitPayout(request: PayoutRequest) {
    const msisdn = tanzanianMsisdn(request.recipient.account);
    const answer = await this.client.call('POST', 'b2cPayment/', {
      ...this.payment(request.reference, request.amount, request.decimals, request.currencyCode),
      input_CustomerMSISDN: msisdn,
      input_PaymentItemsDesc: `Payment ${request.reference}`,
    });
    return accepted(answer, request.reference);
  }

  private payment(reference: string, amount: bigint, decimals: number, currency: string) {
    if (currency !== 'TZS')
      throw new ChannelRefusedError(
        'CURRENCY',
        'M-Pesa Tanzania moves TZS only / M-Pesa 坦桑尼亚仅支持坦桑尼亚先令',
      );
    const unit = 10n ** BigInt(decimals);
    if (amount <= 0n || amount % unit !== 0n)
      throw new ChannelRefusedError(
        'AMOUNT',
        'M-Pesa Tanzania moves whole shillings only / M-Pesa 坦桑尼亚仅支持整数先令',
      );
    return {
      input_Amount: (amount / unit).toString(),
      input_Country: 'TZN',
      input_Currency: 'TZS',
      input_ServiceProviderCode: this.market.serviceProviderCode,
      input_ThirdPartyConversationID: reference,
      input_TransactionReference: reference,
    };
  }

  /**
   * The transaction's status, asked by our reference (the platform accepts its
   * ThirdPartyConversationID as the query reference). Null while it is not final: pending, not
   * found yet (INS-23 comes right after a transaction), or an answer that tells nothing.
   */
  async queryStatus(query: StatusQuery): Promise<ChannelResult | null> {
    const answer = await this.client.call('GET', 'queryTransactionStatus/', {
      input_QueryReference: query.reference,
      input_ServiceProviderCode: this.market.serviceProviderCode,
      input_ThirdPartyConversationID: callReference('Q'),
      input_Country: 'TZN',
    });
    if (answer === 'unreachable') return null;
    const meaning = vodacomCode(answer.code);
    if (meaning.outcome === 'failed')
      throw new VodacomTzError(`status query refused: HTTP ${answer.status} ${answer.code}`);
    if (meaning.outcome !== 'success') return null;
    const status = String(answer.body.output_ResponseTransactionStatus ?? '');
    const reversed = String(answer.body.output_Reversed ?? '').toLowerCase() === 'true';
    const state = transactionState(status, reversed);
    if (state === 'pending') return null;
    const transactionId = String(answer.body.output_OriginalTransactionID ?? '');
    return {
      eventKey: vodacomEventKey(query.reference),
      reference: query.reference,
      kind: query.kind,
      success: state === 'completed',
      resultCode: reversed ? 'Reversed' : status,
      resultDesc: state === 'completed' ? vodacomReason('INS-0') : statusReason(status, reversed),
      amount: query.amount,
      transactionId: /^[0-9A-Za-z]{1,20}$/.test(transactionId) ? transactionId : null,
    };
  }

  /** Payouts are asked the same synchronous question; a final answer is applied at once. */
  async requestPayoutStatus(query: StatusQuery): Promise<void> {
    const result = await this.queryStatus({ ...query, kind: 'payout' });
    if (result) await this.deliver(result);
  }

  /**
   * Sends money received back to the payer (a top-up that was paid after its order ended).
   * `reference` names the refund and repeats safely: a second request answers INS-10.
   */
  async reverse(transactionId: string, amount: bigint, decimals: number, reference: string) {
    const answer = await this.client.call('PUT', 'reversal/', {
      input_Country: 'TZN',
      input_ReversalAmount: (amount / 10n ** BigInt(decimals)).toString(),
      input_ServiceProviderCode: this.market.serviceProviderCode,
      input_ThirdPartyConversationID: reference,
      input_TransactionID: transactionId,
    });
    if (answer === 'unreachable') return 'unknown' as const;
    if (answer.code === 'INS-10') return 'done' as const;
    const meaning = vodacomCode(answer.code);
    if (meaning.outcome === 'success') return 'done' as const;
    if (meaning.outcome === 'failed')
      throw new ChannelRefusedError(answer.code, vodacomReason(answer.code));
    return 'unknown' as const;
  }

  /** Results are parsed by the callback route, which matches them to their order. */
  parseCallback(): ChannelResult | null {
    return null;
  }
}

/** The payer or payee as the platform wants it: 2557… without a plus (§1.3). */
function tanzanianMsisdn(phone: string): string {
  const e164 = normaliseMobile(255, phone);
  if (!e164) throw new ChannelRefusedError('MSISDN', vodacomReason('INS-2051'));
  return e164.slice(1);
}

/**
 * What an order does with the immediate answer: the platform took it (its ConversationID
 * identifies the callback), refused it for good (the order fails with the reason), or the
 * outcome is open (the reference stands in, and the status query decides).
 */
function accepted(answer: VodacomAnswer, reference: string): { providerReference: string } {
  if (answer === 'unreachable') return { providerReference: reference };
  const meaning = vodacomCode(answer.code);
  if (meaning.outcome === 'failed')
    throw new ChannelRefusedError(answer.code, vodacomReason(answer.code));
  const conversation = answer.body.output_ConversationID;
  if (
    meaning.outcome === 'success' &&
    typeof conversation === 'string' &&
    /^[0-9A-Za-z]{1,40}$/.test(conversation)
  )
    return { providerReference: conversation };
  return { providerReference: reference };
}

const STATUS_REASONS: Record<string, [string, string]> = {
  failed: ['M-Pesa reports the transaction failed', 'M-Pesa 报告交易失败'],
  cancelled: ['Cancelled on the phone', '已在手机上取消'],
  expired: ['The customer did not confirm in time', '客户未及时确认'],
  reversed: ['M-Pesa reversed the transaction', 'M-Pesa 已冲正该交易'],
};

function statusReason(status: string, reversed: boolean): string {
  const [en, zh] =
    STATUS_REASONS[reversed ? 'reversed' : status.trim().toLowerCase()] ?? STATUS_REASONS.failed!;
  return `${en} / ${zh}`;
}
