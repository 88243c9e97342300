import {
  createHmac,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { rsaPkcs1DecryptForSimulator } from '../rsa-pkcs1.ts';
import { airtelCode } from './airtel-codes.ts';

/**
 * Our own magic numbers, by the last three digits of the MSISDN (Airtel publishes no sandbox test
 * numbers): a DP code suffix ends the transaction with that failure (collections on the callback
 * and enquiry, disbursements in the answer); the others below; any other number succeeds.
 */
export const AIRTEL_MAGIC = {
  /** Collection: HTTP 500 ESB000001, yet the push goes on and succeeds. Disbursement: DP…000 (TA), then TS. */
  ambiguous: '000',
  /** No final answer ever: TIP on every enquiry, no callback. */
  neverAnswers: '006',
  /** Success whose callback is posted twice. */
  duplicateCallback: '101',
  /** Success whose callback is never posted: only the enquiry tells. */
  lostCallback: '102',
  insufficientFunds: '007',
  wrongPin: '002',
  timeout: '024',
} as const;

/** The failures the simulator can end a transaction with, by DP suffix. */
const FAILURES = ['002', '003', '004', '005', '007', '008', '009', '010', '024', '026', '029'];

export interface AirtelSimulatorOptions {
  clientId: string;
  clientSecret: string;
  /** The disbursement wallet's PIN the encrypted `pin` must carry. */
  pin: string;
  /** The callback URL set on the "portal"; none: callbacks are not posted. */
  callbackUrl?: string;
  /** With "Callback Authentication" on: the key of the callbacks' hash. */
  callbackKey?: string;
  /** The time the simulator believes it is (a test's manual clock). */
  now: () => Date;
  tokenSeconds?: number;
  /** How long after a USSD push its result is known. */
  resultDelayMs?: number;
  /** The PIN key pair's private half; a new pair when absent (a test's simulator). */
  privateKey?: KeyObject;
}

interface SimTransaction {
  kind: 'collection' | 'disbursement';
  id: string;
  msisdn: string;
  amount: number;
  currency: string;
  airtelMoneyId: string;
  dueAt: number;
  magic: string;
  delivered: boolean;
  refunded: boolean;
}

const CURRENCIES: Readonly<Record<string, string>> = { KE: 'KES', TZ: 'TZS' };

function statusBlock(
  code: string,
  result: string | null,
  response: string | null,
  message: string,
) {
  return {
    code,
    message,
    ...(result && { result_code: result }),
    ...(response && { response_code: response }),
    success: code === '200',
  };
}

/**
 * Airtel Money's Open API as an HTTP server, speaking the wire format of the reference: the JSON
 * client-credentials token (expiring), X-Country/X-Currency on every call, USSD push collections
 * answered "in process" (DP00800001006) with the result after a delay on the enquiry and the
 * callback (signed with the callback key when set), disbursements with the RSA-encrypted PIN
 * answered at once, their enquiry, and full refunds. Results come due on the clock it is given;
 * `deliverDue` posts the callbacks that are due, so a test decides when Airtel "calls back".
 */
export class AirtelSimulator {
  readonly pinPublicKey: string;
  readonly transactions = new Map<string, SimTransaction>();
  /** Every product call, for tests that check what the adapter sent. */
  readonly requests: Array<{
    method: string;
    path: string;
    headers: FastifyRequest['headers'];
    body: unknown;
  }> = [];
  /** How many tokens it has issued. */
  tokensIssued = 0;
  private readonly privateKey: KeyObject;
  private readonly tokens = new Map<string, number>();
  private readonly app: FastifyInstance;

  constructor(private readonly options: AirtelSimulatorOptions) {
    this.privateKey =
      options.privateKey ?? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    this.pinPublicKey = createPublicKey(this.privateKey)
      .export({ type: 'spki', format: 'der' })
      .toString('base64');
    this.app = Fastify({ logger: false });
    this.routes();
  }

  async start(port = 0): Promise<string> {
    return this.app.listen({ port, host: '127.0.0.1' });
  }

  async stop(): Promise<void> {
    await this.app.close();
  }

  /**
   * Ends a transaction by hand, as Airtel's staff may confirm one in UAT: its result is due now,
   * a success (`TS`) or a refusal (`TF`, DP…008).
   */
  resolve(id: string, status: 'TS' | 'TF'): void {
    const tx = this.transactions.get(id);
    if (!tx) throw new Error(`no transaction ${id}`);
    tx.magic = status === 'TS' ? '001' : '008';
    tx.dueAt = this.now();
  }

  /** Sets the callback URL of the "portal", e.g. once the app it posts to listens. */
  callbacksTo(url: string): void {
    this.options.callbackUrl = url;
  }

  /** Ends every token now, as Airtel may before their time. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** Posts the callbacks of collections whose result is due; returns each post's id and status. */
  async deliverDue(): Promise<Array<{ id: string; status: number }>> {
    const statuses: Array<{ id: string; status: number }> = [];
    const { callbackUrl } = this.options;
    if (!callbackUrl) return statuses;
    for (const tx of this.transactions.values()) {
      const status = this.statusOf(tx);
      if (tx.kind !== 'collection' || tx.delivered || (status !== 'TS' && status !== 'TF'))
        continue;
      if (tx.magic === AIRTEL_MAGIC.lostCallback) continue;
      tx.delivered = true;
      const body = this.callbackBody(tx, status);
      const times = tx.magic === AIRTEL_MAGIC.duplicateCallback ? 2 : 1;
      for (let i = 0; i < times; i++) {
        const response = await fetch(callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        statuses.push({ id: tx.id, status: response.status });
      }
    }
    return statuses;
  }

  /** The callback Airtel posts for a collection's result. */
  callbackBody(tx: SimTransaction, status: 'TS' | 'TF') {
    const transaction = {
      id: tx.id,
      message: this.message(tx, status),
      status_code: status,
      airtel_money_id: tx.airtelMoneyId,
    };
    const { callbackKey } = this.options;
    if (!callbackKey) return { transaction };
    const hash = createHmac('sha256', callbackKey)
      .update(JSON.stringify(transaction))
      .digest('base64');
    return { transaction, hash };
  }

  private now(): number {
    return this.options.now().getTime();
  }

  /** TS, TF, TA or TIP: what Airtel knows of a transaction at this moment. */
  private statusOf(tx: SimTransaction): string {
    if (tx.magic === AIRTEL_MAGIC.neverAnswers) return 'TIP';
    if (this.now() < tx.dueAt) return tx.magic === AIRTEL_MAGIC.ambiguous ? 'TA' : 'TIP';
    return FAILURES.includes(tx.magic) ? 'TF' : 'TS';
  }

  private message(tx: SimTransaction, status: string): string {
    if (status === 'TS') return `Paid ${tx.currency} ${tx.amount}, Trans ID ${tx.airtelMoneyId}.`;
    return airtelCode(`DP00800001${tx.magic}`).en;
  }

  private routes() {
    const app = this.app;
    app.post('/auth/oauth2/token', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (
        body.grant_type !== 'client_credentials' ||
        body.client_id !== this.options.clientId ||
        body.client_secret !== this.options.clientSecret
      )
        return reply.status(401).send({
          error: 'invalid_client',
          error_description: 'Client authentication failed',
          status_message: 'Unauthorized',
          status_code: '401',
        });
      const seconds = this.options.tokenSeconds ?? 180;
      const token = randomBytes(18).toString('base64url');
      this.tokens.set(token, this.now() + seconds * 1000);
      this.tokensIssued++;
      return { access_token: token, expires_in: String(seconds), token_type: 'bearer' };
    });

    app.post('/merchant/v1/payments/', (request, reply) =>
      this.product(request, reply, (currency) => this.collect(request, reply, currency)),
    );
    app.get('/standard/v1/payments/:id', (request, reply) =>
      this.product(request, reply, () => this.enquire(request, reply, 'collection')),
    );
    app.post('/standard/v1/payments/refund', (request, reply) =>
      this.product(request, reply, () => this.refund(request, reply)),
    );
    app.post('/standard/v1/disbursements/', (request, reply) =>
      this.product(request, reply, (currency) => this.disburse(request, reply, currency)),
    );
    app.get('/standard/v1/disbursements/:id', (request, reply) =>
      this.product(request, reply, () => this.enquire(request, reply, 'disbursement')),
    );
  }

  /** The checks every product call passes: a live bearer token, then X-Country and X-Currency. */
  private product(
    request: FastifyRequest,
    reply: FastifyReply,
    handle: (currency: string) => unknown,
  ) {
    this.requests.push({
      method: request.method,
      path: request.url,
      headers: request.headers,
      body: request.body,
    });
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expiresAt = token ? this.tokens.get(token) : undefined;
    if (expiresAt === undefined || expiresAt <= this.now())
      return reply.status(401).send({
        error: 'invalid_token',
        error_description: 'The access token is invalid or has expired',
        status_message: 'Unauthorized',
        status_code: '401',
      });
    const country = String(request.headers['x-country'] ?? '');
    const currency = String(request.headers['x-currency'] ?? '');
    if (!country || !currency) return this.fail(reply, 400, 'ROUTER003', 'Missing header');
    if (!CURRENCIES[country]) return this.fail(reply, 400, 'ROUTER006', 'Invalid country');
    if (CURRENCIES[country] !== currency)
      return this.fail(reply, 400, 'ROUTER112', 'Invalid currency');
    return handle(currency);
  }

  private fail(reply: FastifyReply, http: number, result: string, message: string) {
    // The reference's error sample carries a DP code alone; ESB and ROUTER codes come as results.
    const dp = result.startsWith('DP');
    return reply
      .status(http)
      .send({ status: statusBlock(String(http), dp ? null : result, dp ? result : null, message) });
  }

  /** The fields both requests share; a reply when one is missing or wrong. */
  private transactionOf(
    reply: FastifyReply,
    body: { transaction?: { id?: unknown; amount?: unknown } },
    msisdn: unknown,
  ): { id: string; amount: number; msisdn: string } | null {
    const { id, amount } = body.transaction ?? {};
    if (typeof id !== 'string' || !id || typeof msisdn !== 'string') {
      void this.fail(reply, 400, 'ESB000008', 'Field validation failed');
      return null;
    }
    if (!/^\d{9}$/.test(msisdn)) {
      void this.fail(reply, 400, 'ESB000033', 'Invalid MSISDN Length. MSISDN Length should be 9');
      return null;
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      void this.fail(reply, 400, 'DP00800001004', 'Invalid Amount');
      return null;
    }
    if (this.transactions.has(id)) {
      void this.fail(reply, 400, 'ESB000041', 'External Transaction ID already exists');
      return null;
    }
    return { id, amount, msisdn };
  }

  private record(
    kind: SimTransaction['kind'],
    fields: { id: string; amount: number; msisdn: string },
    currency: string,
  ): SimTransaction {
    const tx: SimTransaction = {
      kind,
      ...fields,
      currency,
      airtelMoneyId: `${kind === 'collection' ? 'CI' : 'DI'}${randomBytes(6).toString('hex').toUpperCase()}`,
      dueAt: this.now() + (this.options.resultDelayMs ?? 20_000),
      magic: fields.msisdn.slice(-3),
      delivered: false,
      refunded: false,
    };
    this.transactions.set(tx.id, tx);
    return tx;
  }

  private collect(request: FastifyRequest, reply: FastifyReply, currency: string) {
    const body = (request.body ?? {}) as {
      reference?: unknown;
      subscriber?: { msisdn?: unknown };
      transaction?: { id?: unknown; amount?: unknown };
    };
    if (typeof body.reference !== 'string' || !body.reference)
      return this.fail(reply, 400, 'ESB000008', 'Field validation failed');
    const fields = this.transactionOf(reply, body, body.subscriber?.msisdn);
    if (!fields) return reply;
    const tx = this.record('collection', fields, currency);
    if (tx.magic === AIRTEL_MAGIC.ambiguous)
      return reply.status(500).send({
        status: statusBlock('500', 'ESB000001', null, 'Something went wrong'),
      });
    return {
      data: { transaction: { id: tx.id, status: 'Success.' } },
      status: statusBlock('200', 'ESB000010', 'DP00800001006', 'Success.'),
    };
  }

  private disburse(request: FastifyRequest, reply: FastifyReply, currency: string) {
    const body = (request.body ?? {}) as {
      payee?: { msisdn?: unknown };
      pin?: unknown;
      transaction?: { id?: unknown; amount?: unknown };
    };
    const pin =
      typeof body.pin === 'string' ? rsaPkcs1DecryptForSimulator(this.privateKey, body.pin) : null;
    if (pin === null) return this.fail(reply, 400, 'ROUTER116', 'Incorrect encrypted PIN');
    if (pin !== this.options.pin) return this.fail(reply, 400, 'ROUTER115', 'Incorrect PIN');
    const fields = this.transactionOf(reply, body, body.payee?.msisdn);
    if (!fields) return reply;
    const tx = this.record('disbursement', fields, currency);
    // Only an ambiguous answer waits for the enquiry: the others are final at once.
    if (tx.magic !== AIRTEL_MAGIC.ambiguous) tx.dueAt = this.now();
    return this.transactionReply(tx);
  }

  private enquire(request: FastifyRequest, reply: FastifyReply, kind: SimTransaction['kind']) {
    const tx = this.transactions.get((request.params as { id: string }).id);
    if (!tx || tx.kind !== kind)
      return this.fail(
        reply,
        404,
        'ESB000045',
        'No Transaction Found With Provided Transaction Id',
      );
    return this.transactionReply(tx);
  }

  /** A transaction's state in the shape enquiries and disbursement answers share. */
  private transactionReply(tx: SimTransaction) {
    const family = tx.kind === 'collection' ? 'DP008' : 'DP009';
    const status = this.statusOf(tx);
    const suffix =
      status === 'TS' ? '001' : status === 'TF' ? tx.magic : status === 'TA' ? '000' : '006';
    const success = status === 'TS';
    return {
      data: {
        transaction: {
          id: tx.id,
          status,
          message: this.message(tx, status),
          ...(success && { airtel_money_id: tx.airtelMoneyId }),
          ...(success && tx.kind === 'disbursement' && { reference_id: tx.airtelMoneyId.slice(2) }),
        },
      },
      status: {
        ...statusBlock(
          '200',
          status === 'TF' ? 'ESB000011' : 'ESB000010',
          `${family}00001${suffix}`,
          success ? 'SUCCESS' : status === 'TF' ? 'FAILED' : 'PENDING',
        ),
        success: status !== 'TF',
      },
    };
  }

  private refund(request: FastifyRequest, reply: FastifyReply) {
    const id = (request.body as { transaction?: { airtel_money_id?: unknown } } | undefined)
      ?.transaction?.airtel_money_id;
    const tx = [...this.transactions.values()].find(
      (t) => t.kind === 'collection' && t.airtelMoneyId === id,
    );
    if (!tx || this.statusOf(tx) !== 'TS')
      return this.fail(
        reply,
        404,
        'ESB000045',
        'No Transaction Found With Provided Transaction Id',
      );
    if (tx.refunded) return this.fail(reply, 400, 'DP00800001008', 'Refused: already refunded');
    tx.refunded = true;
    return {
      data: { transaction: { airtel_money_id: tx.airtelMoneyId, status: 'SUCCESS' } },
      status: statusBlock('200', 'ESB000010', 'DP00800001006', 'SUCCESS'),
    };
  }
}
