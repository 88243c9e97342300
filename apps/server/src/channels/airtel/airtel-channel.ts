import type { KeyObject } from 'node:crypto';
import { normaliseMobile } from '@pesa/domain';
import {
  ChannelRefusedError,
  type ChannelResult,
  type CollectionRequest,
  type PaymentChannel,
  type PayoutRequest,
  type StatusQuery,
} from '../payment-channel.ts';
import { rsaPkcs1Encrypt } from '../rsa-pkcs1.ts';
import { readEnquiryAnswer, readRequestAnswer, type AirtelAnswer } from './airtel-answers.ts';
import { bilingual, PAYOUTS_NOT_SET_UP } from './airtel-codes.ts';
import type { AirtelCountry, AirtelHttp } from './airtel-http.ts';

/** Airtel Money's pay type in Kenya and Tanzania (SPEC §3). */
export const AIRTEL_PAY_TYPE = 5;

export interface AirtelMarket extends AirtelCountry {
  dialCode: number;
  currencyId: number;
}

/** The countries one adapter serves, by AIRTEL_COUNTRIES. */
export const AIRTEL_MARKETS: Readonly<Record<string, AirtelMarket>> = {
  KE: { country: 'KE', currency: 'KES', dialCode: 254, currencyId: 404 },
  TZ: { country: 'TZ', currency: 'TZS', dialCode: 255, currencyId: 834 },
};

/** Key of a transaction's result, shared by its callback, enquiry and synchronous answer. */
export function airtelEventKey(kind: 'payout' | 'collection', reference: string): string {
  return `airtel:${kind}:${reference}`;
}

/** Applies a result the adapter learns itself (a disbursement's answer, its enquiry). */
export type SettleResult = (result: ChannelResult, rawBody: string) => Promise<unknown>;

/**
 * Airtel Money's Open API for one country: collections by USSD push (the result comes on the
 * callback, or the enquiry when it does not), disbursements with the encrypted PIN (answered at
 * once, or enquired when the answer is not final), and full refunds of a collection. Our
 * transaction id is the order's rail reference, so a retried request is known to Airtel
 * (ESB000041) and never moves money twice.
 */
export class AirtelChannel implements PaymentChannel {
  readonly name: string;

  constructor(
    private readonly http: AirtelHttp,
    private readonly market: AirtelMarket,
    private readonly pin: { key: KeyObject; value: string | undefined },
    private readonly settle: SettleResult,
  ) {
    this.name = `airtel-${market.country.toLowerCase()}`;
  }

  async startCollection(request: CollectionRequest) {
    const msisdn = this.msisdn(request.phone ?? '');
    const amount = this.wholeUnits(request);
    const { status, body } = await this.http.call(
      'collection',
      'POST',
      '/merchant/v1/payments/',
      this.market,
      {
        reference: `Top up ${request.reference}`,
        subscriber: { country: this.market.country, currency: this.market.currency, msisdn },
        transaction: {
          amount,
          country: this.market.country,
          currency: this.market.currency,
          id: request.reference,
        },
      },
    );
    const answer = readRequestAnswer(status, body);
    if (answer.meaning.verdict === 'failed') throw refusal(answer);
    // Accepted, or not known yet: the callback or the enquiry tells how it ended.
    return { providerReference: request.reference };
  }

  async submitPayout(request: PayoutRequest) {
    // Without the disbursement wallet's PIN Airtel refuses every payout: say so before calling.
    if (!this.pin.value) throw new ChannelRefusedError('NO_PIN', bilingual(PAYOUTS_NOT_SET_UP));
    const msisdn = this.msisdn(request.recipient.account);
    const amount = this.wholeUnits(request);
    const { status, body } = await this.http.call(
      'disbursement',
      'POST',
      '/standard/v1/disbursements/',
      this.market,
      {
        payee: { msisdn },
        reference: `Payment ${request.reference}`,
        pin: rsaPkcs1Encrypt(this.pin.key, this.pin.value),
        transaction: { amount, id: request.reference },
      },
    );
    const answer = readRequestAnswer(status, body);
    if (answer.meaning.verdict === 'failed') throw refusal(answer);
    if (answer.meaning.verdict !== 'success') return { providerReference: request.reference };
    const receipt = body.data?.transaction?.airtel_money_id ?? null;
    await this.settle(
      this.result('payout', request.reference, request.amount, answer, receipt),
      JSON.stringify(body),
    );
    return { providerReference: receipt ?? request.reference };
  }

  /** Callbacks come on their own route (airtel-callbacks.ts), which knows the order's amount. */
  parseCallback(): ChannelResult | null {
    return null;
  }

  /** The enquiry of a top-up whose callback has not come: null while Airtel cannot tell. */
  async queryStatus(query: StatusQuery): Promise<ChannelResult | null> {
    if (query.kind !== 'collection') return null;
    return (await this.enquireFinal(query))?.result ?? null;
  }

  /** The enquiry of a disbursement whose answer was not final; a final one is applied at once. */
  async requestPayoutStatus(query: StatusQuery): Promise<void> {
    const final = await this.enquireFinal(query);
    if (final) await this.settle(final.result, final.raw);
  }

  /** Asks Airtel how a transaction ended: its result when final, else null. */
  async enquireFinal(query: StatusQuery) {
    const { kind } = query;
    const path = kind === 'payout' ? 'disbursements' : 'payments';
    const { status, body } = await this.http.call(
      kind === 'payout' ? 'disbursement-enquiry' : 'collection-enquiry',
      'GET',
      `/standard/v1/${path}/${encodeURIComponent(query.reference)}`,
      this.market,
    );
    const answer = readEnquiryAnswer(status, body);
    if (!answer) return null;
    const receipt = body.data?.transaction?.airtel_money_id ?? null;
    return {
      result: this.result(kind, query.reference, query.amount, answer, receipt),
      raw: JSON.stringify(body),
    };
  }

  /**
   * Full refund of a collection, by Airtel's id of it. 'refused' is Airtel's definite no; an
   * answer that says neither throws, so the caller asks again.
   */
  async refund(airtelMoneyId: string): Promise<'refunded' | 'refused'> {
    const { status, body } = await this.http.call(
      'refund',
      'POST',
      '/standard/v1/payments/refund',
      this.market,
      { transaction: { airtel_money_id: airtelMoneyId } },
    );
    const answer = readRequestAnswer(status, body);
    // The documentation's sample shows "success": false beside SUCCESS: the words decide.
    const said = body.data?.transaction?.status ?? body.status?.message;
    if (status === 200 && (said === 'SUCCESS' || answer.meaning.verdict === 'success'))
      return 'refunded';
    if (answer.meaning.verdict === 'failed') return 'refused';
    throw new Error(`Airtel refund of ${airtelMoneyId} not answered: ${answer.code}`);
  }

  result(
    kind: 'payout' | 'collection',
    reference: string,
    amount: bigint,
    answer: AirtelAnswer,
    receipt: string | null,
  ): ChannelResult {
    const success = answer.meaning.verdict === 'success';
    return {
      eventKey: airtelEventKey(kind, reference),
      reference,
      kind,
      success,
      resultCode: answer.code,
      resultDesc: bilingual(answer.meaning),
      amount,
      transactionId: success ? receipt : null,
    };
  }

  /** The national number without the country code, as Airtel asks ("Do not send country code"). */
  private msisdn(phone: string): string {
    const e164 = normaliseMobile(this.market.dialCode, phone);
    if (!e164)
      throw new ChannelRefusedError(
        'MSISDN',
        `Not a mobile number of ${this.market.country} / 不是 ${this.market.country} 的手机号码`,
      );
    return e164.slice(`+${this.market.dialCode}`.length);
  }

  /** Airtel moves whole shillings; the currency must be the country's. */
  private wholeUnits(request: { currencyCode: string; amount: bigint; decimals: number }): number {
    if (request.currencyCode !== this.market.currency)
      throw new ChannelRefusedError(
        'CURRENCY',
        `Airtel ${this.market.country} moves ${this.market.currency} only / Airtel ${this.market.country} 仅支持 ${this.market.currency}`,
      );
    const unit = 10n ** BigInt(request.decimals);
    if (request.amount % unit !== 0n)
      throw new ChannelRefusedError(
        'AMOUNT',
        'Airtel Money moves whole shillings only / Airtel Money 仅支持整数先令',
      );
    return Number(request.amount / unit);
  }
}

function refusal(answer: AirtelAnswer): ChannelRefusedError {
  return new ChannelRefusedError(answer.code, bilingual(answer.meaning));
}
