import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for Safaricom's Daraja API. It checks what the documentation asks of each
 * request (Basic auth for the token, the bearer token, the STK Password formula and Timestamp
 * format in Nairobi time, MSISDNs, whole-shilling amounts, the B2C fields) and records every
 * deviation in `errors`. Later, on the test's command, it posts the documented callbacks to the
 * URLs the request named, like Daraja does.
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
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

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

    app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
      if (!this.authorised(request)) return this.fail(reply, 'stk: bad bearer token', 401);
      const b = request.body as Record<string, unknown>;
      const problems = this.checkStk(b);
      if (problems.length > 0) return this.fail(reply, problems.join('; '));
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

    app.post('/mpesa/b2c/v3/paymentrequest', async (request, reply) => {
      if (!this.authorised(request)) return this.fail(reply, 'b2c: bad bearer token', 401);
      const b = request.body as Record<string, unknown>;
      const problems = this.checkB2c(b);
      if (problems.length > 0) return this.fail(reply, problems.join('; '));
      const entry = { ConversationID: id('AG_'), body: b };
      this.b2c.push(entry);
      return {
        ConversationID: entry.ConversationID,
        OriginatorConversationID: b.OriginatorConversationID,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
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
    const problems: string[] = [];
    const ts = String(b.Timestamp ?? '');
    if (!/^\d{14}$/.test(ts)) problems.push('stk: Timestamp is not yyyyMMddHHmmss');
    const drift = Math.abs(stampMs(ts) - stampMs(nairobiStamp(o.now())));
    if (!(drift <= 120_000)) problems.push(`stk: Timestamp ${ts} is not Nairobi time now`);
    if (b.BusinessShortCode !== o.shortCode) problems.push('stk: wrong BusinessShortCode');
    const password = Buffer.from(`${o.shortCode}${o.passkey}${ts}`).toString('base64');
    if (b.Password !== password)
      problems.push('stk: Password is not base64(shortcode+passkey+timestamp)');
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
      TransactionID: id('NLJ').slice(0, 10),
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
