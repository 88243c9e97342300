import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for Safaricom's Daraja API. It checks what the documentation asks of each
 * request (Basic auth for the token, the bearer token, the STK Password formula and Timestamp
 * format in Nairobi time, MSISDNs, whole-shilling amounts, the B2C, STK query, Transaction Status
 * and reversal fields) and records every deviation in `errors`. Later, on the test's command, it posts the
 * documented callbacks to the URLs the request named, like Daraja does.
 */
export interface FakeDarajaOptions {
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  passkey: string;
  initiatorName: string;
  securityCredential: string;
  /** The time the fake believes it is (the test's manual clock). */
  now: () => Date;
}

export interface StkRequest {
  CheckoutRequestID: string;
  MerchantRequestID: string;
  body: Record<string, unknown>;
}
export interface B2cRequest {
  ConversationID: string;
  body: Record<string, unknown>;
  /** The M-Pesa receipt, once the payout has one. */
  receipt?: string;
}
export interface ReversalRequest {
  ConversationID: string;
  OriginatorConversationID: string;
  body: Record<string, unknown>;
}
/** A Transaction Status query, and the B2C payout it names. */
export interface StatusQueryRequest {
  ConversationID: string;
  OriginatorConversationID: string;
  payout: B2cRequest;
  body: Record<string, unknown>;
}
/** What the STK query answers for a CheckoutRequestID: still processing (two ways) or a result. */
export type StkQueryAnswer =
  'processing-500' | 'processing-4999' | { ResultCode: number; ResultDesc: string };

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

/** Daraja's answer to an asynchronous request it has taken on (B2C, status query, reversal). */
function accepted(originatorConversationId: string, conversationId: string) {
  return {
    OriginatorConversationID: originatorConversationId,
    ConversationID: conversationId,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  };
}

/** yyyyMMddHHmmss in Africa/Nairobi, from the time-zone database rather than a fixed offset. */
function nairobiStamp(at: Date): string {
  return at
    .toLocaleString('sv-SE', { timeZone: 'Africa/Nairobi', hourCycle: 'h23' })
    .replace(/\D/g, '');
}

/** Reads yyyyMMddHHmmss as wall-clock digits, so two stamps of one zone compare in ms. */
function stampMs(stamp: string): number {
  const [y, mo, d, h, mi, se] = [0, 4, 6, 8, 10, 12].map((i, k) =>
    Number(stamp.slice(i, k === 0 ? 4 : i + 2)),
  );
  return Date.UTC(y!, mo! - 1, d, h, mi, se);
}

export class FakeDaraja {
  readonly errors: string[] = [];
  readonly stk: StkRequest[] = [];
  readonly b2c: B2cRequest[] = [];
  readonly stkQueries: Array<Record<string, unknown>> = [];
  readonly reversals: ReversalRequest[] = [];
  readonly statusQueries: StatusQueryRequest[] = [];
  /** The answers the STK query gives next, per CheckoutRequestID; "processing-500" when none. */
  readonly stkQueryAnswers = new Map<string, StkQueryAnswer[]>();
  /** The next reversal requests Daraja refuses, as if the TransID were wrong. */
  refuseReversals = 0;
  tokenRequests = 0;
  private tokens = new Set<string>();
  private app: FastifyInstance | null = null;
  baseUrl = '';

  constructor(private readonly options: FakeDarajaOptions) {}

  async start(): Promise<string> {
    const app = Fastify({ logger: false });
    app.get('/oauth/v1/generate', async (request, reply) => {
      this.tokenRequests++;
      const query = request.query as Record<string, string>;
      const expected = Buffer.from(
        `${this.options.consumerKey}:${this.options.consumerSecret}`,
      ).toString('base64');
      if (query.grant_type !== 'client_credentials')
        return this.fail(reply, 'token: grant_type must be client_credentials');
      if (request.headers.authorization !== `Basic ${expected}`)
        return this.fail(reply, 'token: wrong Basic credentials', 401);
      const token = randomBytes(12).toString('hex');
      this.tokens.add(token);
      return { access_token: token, expires_in: '3599' };
    });

    const post = this.endpoint(app);
    post('/mpesa/stkpush/v1/processrequest', 'stk', this.checkStk, (b) => {
      const entry = { CheckoutRequestID: id('ws_CO_'), MerchantRequestID: id('MR'), body: b };
      this.stk.push(entry);
      return {
        MerchantRequestID: entry.MerchantRequestID,
        CheckoutRequestID: entry.CheckoutRequestID,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      };
    });

    post('/mpesa/b2c/v3/paymentrequest', 'b2c', this.checkB2c, (b) => {
      const entry = { ConversationID: id('AG_'), body: b };
      this.b2c.push(entry);
      return accepted(String(b.OriginatorConversationID), entry.ConversationID);
    });

    post('/mpesa/stkpushquery/v1/query', 'stkquery', this.checkStkQuery, (b, reply) => {
      this.stkQueries.push(b);
      const id = String(b.CheckoutRequestID);
      const answer = this.stkQueryAnswers.get(id)?.shift() ?? 'processing-500';
      if (answer === 'processing-500')
        return reply.status(500).send({
          requestId: `R${Date.now()}`,
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        });
      const entry = this.stk.find((e) => e.CheckoutRequestID === id)!;
      const result =
        answer === 'processing-4999'
          ? { ResultCode: '4999', ResultDesc: 'The transaction is still under processing' }
          : { ResultCode: String(answer.ResultCode), ResultDesc: answer.ResultDesc };
      return {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: entry.MerchantRequestID,
        CheckoutRequestID: id,
        ...result,
      };
    });

    post('/mpesa/transactionstatus/v1/query', 'status', this.checkStatusQuery, (b) => {
      const entry = {
        ConversationID: id('AG_'),
        OriginatorConversationID: id('OC'),
        payout: this.payoutOf(b)!,
        body: b,
      };
      this.statusQueries.push(entry);
      return accepted(entry.OriginatorConversationID, entry.ConversationID);
    });

    post('/mpesa/reversal/v1/request', 'reversal', this.checkReversal, (b, reply) => {
      if (this.refuseReversals > 0) {
        this.refuseReversals--;
        return reply.status(400).send({
          requestId: id('R'),
          errorCode: '400.002.02',
          errorMessage: 'Bad Request - Invalid TransactionID',
        });
      }
      const entry = { ConversationID: id('AG_'), OriginatorConversationID: id('OC'), body: b };
      this.reversals.push(entry);
      return accepted(entry.OriginatorConversationID, entry.ConversationID);
    });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('fake Daraja has no port');
    this.app = app;
    this.baseUrl = `http://127.0.0.1:${address.port}`;
    return this.baseUrl;
  }

  async stop() {
    await this.app?.close();
  }

  /**
   * Declares a Daraja API call: it needs a token the fake issued and a body without problems,
   * else it answers Daraja's error and records why in `errors`.
   */
  private endpoint(app: FastifyInstance) {
    return (
      path: string,
      what: string,
      check: (body: Record<string, unknown>) => string[],
      answer: (body: Record<string, unknown>, reply: FastifyReply) => unknown,
    ) =>
      app.post(path, async (request, reply) => {
        if (!this.authorised(request)) return this.fail(reply, `${what}: bad bearer token`, 401);
        const body = request.body as Record<string, unknown>;
        const problems = check.call(this, body);
        if (problems.length > 0) return this.fail(reply, problems.join('; '));
        return answer(body, reply);
      });
  }

  /** The B2C payout a Transaction Status query names, by its request or its receipt. */
  private payoutOf(b: Record<string, unknown>): B2cRequest | undefined {
    return this.b2c.find(
      (e) =>
        e.body.OriginatorConversationID === b.OriginatorConversationID ||
        (b.TransactionID !== undefined && e.receipt === b.TransactionID),
    );
  }

  private authorised(request: FastifyRequest): boolean {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    return Boolean(match && this.tokens.has(match[1]!));
  }

  private fail(
    reply: { status(code: number): { send(body: unknown): unknown } },
    why: string,
    status = 400,
  ) {
    this.errors.push(why);
    return reply.status(status).send({
      requestId: id('R'),
      errorCode: status === 401 ? '404.001.03' : '400.002.02',
      errorMessage: `Bad Request - ${why}`,
    });
  }

  private checkStk(b: Record<string, unknown>): string[] {
    const o = this.options;
    const problems = this.checkPassword(b, 'stk');
    if (!['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'].includes(String(b.TransactionType)))
      problems.push('stk: TransactionType');
    if (!Number.isInteger(b.Amount) || (b.Amount as number) < 1)
      problems.push('stk: Amount must be whole shillings');
    for (const field of ['PartyA', 'PhoneNumber'])
      if (!/^254[17]\d{8}$/.test(String(b[field])))
        problems.push(`stk: ${field} is not 2547XXXXXXXX`);
    if (b.PartyB !== o.shortCode) problems.push('stk: PartyB');
    if (!/^https?:\/\//.test(String(b.CallBackURL))) problems.push('stk: CallBackURL');
    const ref = String(b.AccountReference ?? '');
    if (ref.length < 1 || ref.length > 12)
      problems.push('stk: AccountReference must be 1-12 chars');
    if (!b.TransactionDesc) problems.push('stk: TransactionDesc');
    return problems;
  }

  private checkB2c(b: Record<string, unknown>): string[] {
    const o = this.options;
    const problems: string[] = [];
    if (!b.OriginatorConversationID) problems.push('b2c: OriginatorConversationID');
    if (b.InitiatorName !== o.initiatorName) problems.push('b2c: InitiatorName');
    if (b.SecurityCredential !== o.securityCredential) problems.push('b2c: SecurityCredential');
    if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(b.CommandID)))
      problems.push('b2c: CommandID');
    if (!Number.isInteger(b.Amount) || (b.Amount as number) < 1) problems.push('b2c: Amount');
    if (b.PartyA !== o.shortCode) problems.push('b2c: PartyA');
    if (!/^254[17]\d{8}$/.test(String(b.PartyB))) problems.push('b2c: PartyB');
    for (const field of ['Remarks', 'QueueTimeOutURL', 'ResultURL', 'Occassion'])
      if (!b[field]) problems.push(`b2c: ${field}`);
    return problems;
  }

  /** Timestamp in Nairobi time now, and Password = base64(shortcode + passkey + Timestamp). */
  private checkPassword(b: Record<string, unknown>, what: string): string[] {
    const o = this.options;
    const problems: string[] = [];
    const ts = String(b.Timestamp ?? '');
    if (!/^\d{14}$/.test(ts)) problems.push(`${what}: Timestamp is not yyyyMMddHHmmss`);
    const drift = Math.abs(stampMs(ts) - stampMs(nairobiStamp(o.now())));
    if (!(drift <= 120_000)) problems.push(`${what}: Timestamp ${ts} is not Nairobi time now`);
    if (b.BusinessShortCode !== o.shortCode) problems.push(`${what}: wrong BusinessShortCode`);
    const password = Buffer.from(`${o.shortCode}${o.passkey}${ts}`).toString('base64');
    if (b.Password !== password)
      problems.push(`${what}: Password is not base64(shortcode+passkey+timestamp)`);
    return problems;
  }

  private checkStkQuery(b: Record<string, unknown>): string[] {
    const problems = this.checkPassword(b, 'stkquery');
    const known = this.stk.some((e) => e.CheckoutRequestID === b.CheckoutRequestID);
    if (!known) problems.push('stkquery: unknown CheckoutRequestID');
    const fields = ['BusinessShortCode', 'Password', 'Timestamp', 'CheckoutRequestID'];
    for (const extra of Object.keys(b).filter((k) => !fields.includes(k)))
      problems.push(`stkquery: undocumented field ${extra}`);
    return problems;
  }

  /** Every documented field, the B2C short code as PartyA, and nothing else. */
  private checkStatusQuery(b: Record<string, unknown>): string[] {
    const o = this.options;
    const problems: string[] = [];
    if (b.Initiator !== o.initiatorName) problems.push('status: Initiator');
    if (b.SecurityCredential !== o.securityCredential) problems.push('status: SecurityCredential');
    if (b.CommandID !== 'TransactionStatusQuery') problems.push('status: CommandID');
    if (!b.TransactionID && !b.OriginatorConversationID)
      problems.push('status: TransactionID or OriginatorConversationID');
    if (String(b.PartyA) !== o.shortCode) problems.push('status: PartyA');
    // "4" is an organisation short code.
    if (String(b.IdentifierType) !== '4') problems.push('status: IdentifierType');
    for (const field of ['ResultURL', 'QueueTimeOutURL'])
      if (!/^https?:\/\//.test(String(b[field] ?? ''))) problems.push(`status: ${field}`);
    const remarks = String(b.Remarks ?? '');
    if (remarks.length < 2 || remarks.length > 100) problems.push('status: Remarks 2-100 chars');
    if (typeof b.Occasion !== 'string' || b.Occasion.length > 100)
      problems.push('status: Occasion');
    const fields = [
      'Initiator',
      'SecurityCredential',
      'CommandID',
      'TransactionID',
      'OriginatorConversationID',
      'PartyA',
      'IdentifierType',
      'ResultURL',
      'QueueTimeOutURL',
      'Remarks',
      'Occasion',
    ];
    for (const extra of Object.keys(b).filter((k) => !fields.includes(k)))
      problems.push(`status: undocumented field ${extra}`);
    if (!this.payoutOf(b)) problems.push('status: names no known B2C payout');
    return problems;
  }

  private checkReversal(b: Record<string, unknown>): string[] {
    const o = this.options;
    const problems: string[] = [];
    if (b.Initiator !== o.initiatorName) problems.push('reversal: Initiator');
    if (b.SecurityCredential !== o.securityCredential)
      problems.push('reversal: SecurityCredential');
    if (b.CommandID !== 'TransactionReversal') problems.push('reversal: CommandID');
    if (!/^[A-Z0-9]{6,20}$/.test(String(b.TransactionID ?? '')))
      problems.push('reversal: TransactionID');
    if (!Number.isInteger(b.Amount) || (b.Amount as number) < 1)
      problems.push('reversal: Amount must be whole shillings');
    if (String(b.ReceiverParty) !== o.shortCode) problems.push('reversal: ReceiverParty');
    // Daraja's own spelling; "11" is an organisation (the Paybill).
    if (b.RecieverIdentifierType !== '11') problems.push('reversal: RecieverIdentifierType');
    for (const field of ['ResultURL', 'QueueTimeOutURL'])
      if (!/^https?:\/\//.test(String(b[field] ?? ''))) problems.push(`reversal: ${field}`);
    const remarks = String(b.Remarks ?? '');
    if (remarks.length < 2 || remarks.length > 100) problems.push('reversal: Remarks 2-100 chars');
    if (typeof b.Occasion !== 'string' || b.Occasion.length > 100)
      problems.push('reversal: Occasion');
    return problems;
  }

  /** The reversal Result: success names the original transaction; a failure carries no params. */
  reversalResult(entry: ReversalRequest, outcome: 'success' | 'failure') {
    const common = {
      ResultType: 0,
      OriginatorConversationID: entry.OriginatorConversationID,
      ConversationID: entry.ConversationID,
      TransactionID: id('NLK').slice(0, 10),
    };
    if (outcome === 'failure')
      return {
        Result: {
          ...common,
          ResultCode: 'R000002',
          ResultDesc: 'The OriginalTransactionID is invalid.',
        },
      };
    return {
      Result: {
        ...common,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ResultParameters: {
          ResultParameter: [
            {
              Key: 'DebitAccountBalance',
              Value: 'Utility Account|KES|51661.00|51661.00|0.00|0.00',
            },
            { Key: 'Amount', Value: entry.body.Amount },
            { Key: 'TransCompletedTime', Value: Number(nairobiStamp(this.options.now())) },
            { Key: 'OriginalTransactionID', Value: entry.body.TransactionID },
            { Key: 'Charge', Value: 0 },
            { Key: 'CreditPartyPublicName', Value: '254722000111 - Wanjiku Kamau' },
            { Key: 'DebitPartyPublicName', Value: `${this.options.shortCode} - PesaBridge` },
          ],
        },
        ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'x' } },
      },
    };
  }

  /**
   * The Transaction Status Result: the query's own ids on the outside, the payout's in
   * ResultParameters (read by Key), and the Occasion echoed in ReferenceData. `error` is a query
   * Daraja could not answer, which carries no parameters.
   */
  transactionStatusResult(
    entry: StatusQueryRequest,
    status: 'Completed' | 'Failed' | 'Reversed' | 'Pending' | 'error',
    amount: unknown = entry.payout.body.Amount,
  ) {
    const common = {
      ResultType: 0,
      OriginatorConversationID: entry.OriginatorConversationID,
      ConversationID: entry.ConversationID,
      TransactionID: id('NLK').slice(0, 10),
      ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: entry.body.Occasion } },
    };
    if (status === 'error')
      return {
        Result: {
          ...common,
          ResultCode: 2001,
          ResultDesc: 'The initiator information is invalid.',
        },
      };
    const payout = entry.payout;
    if (status === 'Completed') payout.receipt ??= id('NLJ').slice(0, 10);
    const stamp = Number(nairobiStamp(this.options.now()));
    return {
      Result: {
        ...common,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ResultParameters: {
          ResultParameter: [
            { Key: 'DebitPartyName', Value: `${this.options.shortCode} - PesaBridge` },
            { Key: 'CreditPartyName', Value: `${String(payout.body.PartyB)} - Wanjiku Kamau` },
            { Key: 'OriginatorConversationID', Value: payout.body.OriginatorConversationID },
            { Key: 'InitiatedTime', Value: stamp },
            { Key: 'DebitAccountType', Value: 'Utility Account' },
            { Key: 'DebitPartyCharges', Value: 'Fee For B2C Payment|KES|22.40' },
            { Key: 'TransactionReason' },
            { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
            { Key: 'TransactionStatus', Value: status },
            { Key: 'FinalisedTime', Value: stamp },
            { Key: 'Amount', Value: amount },
            { Key: 'ConversationID', Value: payout.ConversationID },
            { Key: 'ReceiptNo', Value: payout.receipt ?? id('NLF').slice(0, 10) },
          ],
        },
      },
    };
  }

  /**
   * A queue timeout in the Result shape; the app reads only its OriginatorConversationID (the
   * documentation shows no exact timeout body, so the code here is made up).
   */
  queueTimeout(entry: B2cRequest) {
    return {
      Result: {
        ResultType: 1,
        ResultCode: 1,
        ResultDesc: 'The request timed out in the queue.',
        OriginatorConversationID: entry.body.OriginatorConversationID,
        ConversationID: entry.ConversationID,
        TransactionID: id('NLT').slice(0, 10),
      },
    };
  }

  /** The STK callback Daraja sends for a request: success with metadata, or 1032 / 1037 without. */
  stkCallback(entry: StkRequest, outcome: 'success' | 'cancelled' | 'timeout') {
    const base = {
      MerchantRequestID: entry.MerchantRequestID,
      CheckoutRequestID: entry.CheckoutRequestID,
    };
    if (outcome === 'cancelled')
      return {
        Body: {
          stkCallback: { ...base, ResultCode: 1032, ResultDesc: 'Request cancelled by user' },
        },
      };
    if (outcome === 'timeout')
      return {
        Body: {
          stkCallback: {
            ...base,
            ResultCode: 1037,
            ResultDesc: 'DS timeout user cannot be reached',
          },
        },
      };
    return {
      Body: {
        stkCallback: {
          ...base,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: entry.body.Amount },
              { Name: 'MpesaReceiptNumber', Value: id('NLJ').slice(0, 10) },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: Number(nairobiStamp(this.options.now())) },
              { Name: 'PhoneNumber', Value: Number(entry.body.PhoneNumber) },
            ],
          },
        },
      },
    };
  }

  /** The B2C Result, with its parameters in a different order than the documentation lists. */
  b2cResult(entry: B2cRequest, outcome: 'success' | 'failure') {
    const common = {
      ResultType: 0,
      OriginatorConversationID: entry.body.OriginatorConversationID,
      ConversationID: entry.ConversationID,
      TransactionID: entry.receipt ?? id('NLJ').slice(0, 10),
    };
    if (outcome === 'failure')
      return {
        Result: {
          ...common,
          ResultCode: 2001,
          ResultDesc: 'The initiator information is invalid.',
          ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'x' } },
        },
      };
    return {
      Result: {
        ...common,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionReceipt', Value: common.TransactionID },
            {
              Key: 'ReceiverPartyPublicName',
              Value: `${String(entry.body.PartyB)} - Wanjiku Kamau`,
            },
            { Key: 'B2CWorkingAccountAvailableFunds', Value: 900000.0 },
            { Key: 'TransactionCompletedDateTime', Value: '19.12.2026 11:45:50' },
            { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
            { Key: 'B2CChargesPaidAccountAvailableFunds', Value: -4510.0 },
            { Key: 'B2CUtilityAccountAvailableFunds', Value: 10116.0 },
            { Key: 'TransactionAmount', Value: entry.body.Amount },
          ],
        },
        ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'x' } },
      },
    };
  }

  /** Posts a callback body to a URL like Daraja does, and returns the reply. */
  async post(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  }
}
