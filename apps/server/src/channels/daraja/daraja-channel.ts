import type { Clock } from '../../clock.ts';
import { CachedToken } from '../cached-token.ts';
import type { Config } from '../../config.ts';
import { nulField } from '../../security/input-faults.ts';
import type {
  ChannelResult,
  CollectionRequest,
  PaymentChannel,
  PayoutRequest,
  StatusQuery,
} from '../payment-channel.ts';
import {
  accountReference,
  darajaTimestamp,
  msisdn,
  parseB2cResult,
  parseC2b,
  parseStkCallback,
  parseStkQueryReply,
  stkEventKey,
  stkPassword,
  wholeShillings,
  type DarajaEvent,
} from './daraja-format.ts';

export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  b2cShortCode: string;
  initiatorName: string;
  securityCredential: string;
  callbackBaseUrl: string;
  callbackSecret: string;
}

/** M-Pesa pay types Daraja (Safaricom, Kenya) carries: B2C payouts, STK push and Paybill top-ups. */
export const DARAJA_PAY_TYPES = new Set([2, 502, 505]);
export const DARAJA_CALLBACK_PREFIX = '/api/channels/daraja';

/** A token is refreshed this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export class DarajaError extends Error {}

export type DarajaCallbackPath =
  | 'stk'
  | 'b2c/result'
  | 'b2c/timeout'
  | 'c2b/validation'
  | 'c2b/confirmation'
  | 'reversal/result'
  | 'reversal/timeout'
  | 'transactionstatus/result'
  | 'transactionstatus/timeout';

/** A reversal of a payment received on the Paybill, back to the customer who paid. */
export interface ReversalRequest {
  /** The M-Pesa TransID of the payment. */
  transactionId: string;
  /** KES cents; Daraja takes whole shillings. */
  amount: bigint;
  remarks: string;
  occasion: string;
}

/**
 * Safaricom's Daraja API: OAuth client-credentials token (cached), STK push for top-ups, B2C for
 * payouts, status queries for both. Results arrive later on the callback routes, whose path
 * carries the configured secret (Daraja does not sign callbacks).
 */
export class DarajaChannel implements PaymentChannel {
  readonly name = 'daraja';
  /** One token request at a time: jobs that run together share it. */
  private readonly token: CachedToken;

  constructor(
    private readonly settings: DarajaSettings,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.token = new CachedToken(
      clock,
      () => this.requestToken(),
      () => TOKEN_MARGIN_MS,
    );
  }

  callbackUrl(path: DarajaCallbackPath) {
    const base = this.settings.callbackBaseUrl.replace(/\/+$/, '');
    return `${base}${DARAJA_CALLBACK_PREFIX}/${this.settings.callbackSecret}/${path}`;
  }

  accessToken(): Promise<string> {
    return this.token.get();
  }

  private async requestToken(): Promise<{ value: string; lifetimeMs: number }> {
    const basic = Buffer.from(
      `${this.settings.consumerKey}:${this.settings.consumerSecret}`,
    ).toString('base64');
    const response = await this.fetchImpl(
      `${this.settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      { method: 'GET', headers: { authorization: `Basic ${basic}` } },
    );
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: string | number;
    };
    if (!response.ok || !body.access_token)
      throw new DarajaError(`Daraja token refused: HTTP ${response.status}`);
    const seconds = Number(body.expires_in ?? 3599);
    return { value: body.access_token, lifetimeMs: seconds * 1000 };
  }

  /** POSTs with the bearer token and returns the status and body, whatever the status. */
  private async send(path: string, payload: unknown): Promise<{ status: number; body: unknown }> {
    const token = await this.accessToken();
    const response = await this.fetchImpl(`${this.settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (response.status === 401) this.token.drop();
    return { status: response.status, body: await response.json().catch(() => ({})) };
  }

  private async post<T>(path: string, payload: unknown): Promise<T> {
    const { status, body } = await this.send(path, payload);
    const reply = body as T & { errorCode?: string; errorMessage?: string };
    if (status < 200 || status >= 300)
      throw new DarajaError(
        `Daraja ${path}: HTTP ${status} ${reply.errorCode ?? ''} ${reply.errorMessage ?? ''}`.trim(),
      );
    return reply;
  }

  async startCollection(request: CollectionRequest) {
    const amount = wholeShillings(request.amount);
    const phone = msisdn(request.phone ?? '');
    const timestamp = darajaTimestamp(this.clock.now());
    const { shortCode, passkey } = this.settings;
    const reply = await this.post<{
      CheckoutRequestID?: string;
      ResponseCode?: string;
      ResponseDescription?: string;
    }>('/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: shortCode,
      Password: stkPassword(shortCode, passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: this.settings.transactionType,
      Amount: amount,
      PartyA: phone,
      PartyB: shortCode,
      PhoneNumber: phone,
      CallBackURL: this.callbackUrl('stk'),
      AccountReference: accountReference(request.reference),
      TransactionDesc: `Top up ${request.reference}`,
    });
    if (reply.ResponseCode !== '0' || !reply.CheckoutRequestID)
      throw new DarajaError(`STK push not accepted: ${reply.ResponseDescription ?? ''}`);
    return { providerReference: reply.CheckoutRequestID };
  }

  async submitPayout(request: PayoutRequest) {
    const amount = wholeShillings(request.amount);
    const reply = await this.post<{
      ConversationID?: string;
      ResponseCode?: string;
      ResponseDescription?: string;
    }>('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: request.reference,
      InitiatorName: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: amount,
      PartyA: this.settings.b2cShortCode,
      PartyB: msisdn(request.recipient.account),
      Remarks: `Payment ${request.reference}`,
      QueueTimeOutURL: this.callbackUrl('b2c/timeout'),
      ResultURL: this.callbackUrl('b2c/result'),
      Occassion: request.reference,
    });
    if (reply.ResponseCode !== '0' || !reply.ConversationID)
      throw new DarajaError(`B2C not accepted: ${reply.ResponseDescription ?? ''}`);
    return { providerReference: reply.ConversationID };
  }

  /** Parses any Daraja callback body by its shape (authenticity is the callback path's job). */
  parseEvent(rawBody: string): DarajaEvent | null {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    // Text with NUL names nothing of ours and no column can hold it.
    if (nulField(body) !== null) return null;
    return parseStkCallback(body) ?? parseB2cResult(body) ?? parseC2b(body);
  }

  /**
   * The interface's form: only callbacks that name our reference and amount resolve without the
   * order; the callback routes resolve the others through the order's third_order_no.
   */
  parseCallback(
    _headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ChannelResult | null {
    const event = this.parseEvent(rawBody);
    if (!event?.reference || event.amount === null) return null;
    return {
      eventKey: event.eventKey,
      reference: event.reference,
      kind: event.kind,
      success: event.success,
      resultCode: event.resultCode,
      resultDesc: event.resultDesc,
      amount: event.amount,
      transactionId: event.transactionId,
    };
  }

  /**
   * STK push query for a top-up whose callback has not come. Its final answer carries the same
   * event key as the callback, so whichever comes second is a duplicate. The amount is the order's:
   * the CheckoutRequestID was issued for exactly that amount, and the reply names none. A B2C
   * payout has no synchronous query: see requestPayoutStatus.
   */
  async queryStatus(query: StatusQuery): Promise<ChannelResult | null> {
    if (query.kind !== 'collection') return null;
    const timestamp = darajaTimestamp(this.clock.now());
    const { shortCode, passkey } = this.settings;
    const { status, body } = await this.send('/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: shortCode,
      Password: stkPassword(shortCode, passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: query.providerReference,
    });
    const answer = parseStkQueryReply(status, body);
    if (answer.state === 'processing') return null;
    if (answer.state === 'error') throw new DarajaError(`STK query: ${answer.message}`);
    return {
      eventKey: stkEventKey(query.providerReference),
      reference: query.reference,
      kind: 'collection',
      success: answer.resultCode === '0',
      resultCode: answer.resultCode,
      resultDesc: answer.resultDesc,
      amount: query.amount,
      transactionId: null,
    };
  }

  /**
   * Transaction Status for a B2C payout whose Result has not come. The payout is named by its
   * OriginatorConversationID (our reference; a pending payout has no receipt yet), and the
   * Occasion repeats it, since Daraja echoes the Occasion in the answer. Daraja accepts or refuses
   * at once (a refusal throws); the status comes later on the transactionstatus ResultURL.
   */
  async requestPayoutStatus(query: StatusQuery): Promise<void> {
    const reply = await this.post<{ ResponseCode?: string | number; ResponseDescription?: string }>(
      '/mpesa/transactionstatus/v1/query',
      {
        Initiator: this.settings.initiatorName,
        SecurityCredential: this.settings.securityCredential,
        CommandID: 'TransactionStatusQuery',
        OriginatorConversationID: query.reference,
        PartyA: this.settings.b2cShortCode,
        // "4" names an organisation short code: the B2C short code that sent the payout.
        IdentifierType: '4',
        ResultURL: this.callbackUrl('transactionstatus/result'),
        QueueTimeOutURL: this.callbackUrl('transactionstatus/timeout'),
        Remarks: `Status of payout ${query.reference}`,
        Occasion: query.reference,
      },
    );
    if (String(reply.ResponseCode) !== '0')
      throw new DarajaError(`Transaction Status not accepted: ${reply.ResponseDescription ?? ''}`);
  }

  /**
   * Asks Daraja to reverse a payment received on the Paybill. Daraja accepts or refuses at once
   * (a refusal throws); the outcome comes later on the reversal ResultURL.
   */
  async reverse(request: ReversalRequest) {
    const reply = await this.post<{
      ConversationID?: string;
      OriginatorConversationID?: string;
      ResponseCode?: string;
      ResponseDescription?: string;
    }>('/mpesa/reversal/v1/request', {
      Initiator: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'TransactionReversal',
      TransactionID: request.transactionId,
      Amount: wholeShillings(request.amount),
      ReceiverParty: this.settings.shortCode,
      // Daraja's spelling; "11" names an organisation (the Paybill) as the receiving party.
      RecieverIdentifierType: '11',
      ResultURL: this.callbackUrl('reversal/result'),
      QueueTimeOutURL: this.callbackUrl('reversal/timeout'),
      Remarks: request.remarks,
      Occasion: request.occasion,
    });
    if (String(reply.ResponseCode) !== '0' || !reply.ConversationID)
      throw new DarajaError(`Reversal not accepted: ${reply.ResponseDescription ?? ''}`);
    return {
      conversationId: reply.ConversationID,
      originatorConversationId: reply.OriginatorConversationID ?? null,
    };
  }
}

/** The Daraja adapter when MPESA_MODE=daraja (loadConfig has checked the settings), else null. */
export function darajaFromConfig(config: Config, clock: Clock): DarajaChannel | null {
  if (config.MPESA_MODE !== 'daraja') return null;
  return new DarajaChannel(
    {
      baseUrl: config.DARAJA_BASE_URL.replace(/\/+$/, ''),
      consumerKey: config.DARAJA_CONSUMER_KEY!,
      consumerSecret: config.DARAJA_CONSUMER_SECRET!,
      shortCode: config.DARAJA_SHORTCODE!,
      passkey: config.DARAJA_PASSKEY!,
      transactionType: config.DARAJA_TRANSACTION_TYPE,
      b2cShortCode: config.DARAJA_B2C_SHORTCODE ?? config.DARAJA_SHORTCODE!,
      initiatorName: config.DARAJA_INITIATOR_NAME!,
      securityCredential: config.DARAJA_SECURITY_CREDENTIAL!,
      callbackBaseUrl: config.DARAJA_CALLBACK_BASE_URL!,
      callbackSecret: config.DARAJA_CALLBACK_SECRET!,
    },
    clock,
  );
}
