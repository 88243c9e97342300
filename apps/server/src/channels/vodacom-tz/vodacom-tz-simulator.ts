import { randomBytes, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { rsaPkcs1DecryptForSimulator } from '../rsa-pkcs1.ts';
import { checkPayment, checkQuery, checkReversal } from './vodacom-tz-simulator-checks.ts';
import {
  describeCode,
  httpStatusOf,
  simulatedOutcome,
  statusOf,
  type SimulatedOutcome,
} from './vodacom-tz-simulator-rules.ts';

export interface VodacomTzSimulatorOptions {
  /** The platform's private key: the adapter encrypts for its public half. */
  privateKey: KeyObject;
  apiKey: string;
  serviceProviderCode: string;
  /** The Origin the application's Trusted Sources allow; any when unset. */
  origin?: string;
  /** The time the simulator believes it is (a test's manual clock). */
  now: () => Date;
  activationMs: number;
  sessionLifetimeMs: number;
  /** How long after a request its result is known (and posted). */
  resultDelayMs: number;
  /** The account's asynchronous response URL, where results are posted; none when unset. */
  callbackUrl?: string;
}

interface Transaction {
  kind: 'c2b' | 'b2c';
  amount: bigint;
  thirdParty: string;
  conversationId: string;
  transactionId: string;
  outcome: SimulatedOutcome;
  resultAt: number;
  reversed: bigint;
}

interface Callback {
  dueAt: number;
  body: Record<string, string>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const transactionIdOf = () =>
  randomBytes(9).toString('base64url').replace(/[-_]/g, 'X').slice(0, 12);

/**
 * Vodacom's M-Pesa OpenAPI as a local HTTP server (market vodacomTZN, sandbox and production
 * paths), speaking the wire of RAILS-MOBILE-MONEY §1: session keys decrypted with its own
 * private key, sessions that become live after a delay and expire, the documented request
 * checks and codes, results known `resultDelayMs` after a request and posted to the account's
 * asynchronous URL when `deliverDue` runs (a timer in a running installation, the test's
 * command otherwise). Development and tests only: nothing here moves money.
 */
export class VodacomTzSimulator {
  readonly server: FastifyInstance = Fastify({ logger: false });
  private readonly sessions = new Map<string, { liveAt: number; expiresAt: number }>();
  private readonly byThirdParty = new Map<string, Transaction>();
  private readonly seenReferences = new Set<string>();
  private callbacks: Callback[] = [];
  private readonly forced = new Map<string, Partial<SimulatedOutcome>>();
  private timer: NodeJS.Timeout | null = null;
  /** Every request, for tests to read what went over the wire. */
  readonly requests: Array<{ method: string; path: string; input: Record<string, string> }> = [];
  /** Acknowledgements of the posted results. */
  readonly acks: Array<{ status: number; body: unknown }> = [];
  sessionsOpened = 0;

  constructor(private readonly options: VodacomTzSimulatorOptions) {
    const prefix = '/:env/ipg/v2/:market/';
    this.server.get(`${prefix}getSession/`, (req, reply) => this.getSession(req, reply));
    this.server.post(`${prefix}c2bPayment/singleStage/`, (req, reply) =>
      this.withSession(req, reply, () => this.payment('c2b', req, reply)),
    );
    this.server.post(`${prefix}b2cPayment/`, (req, reply) =>
      this.withSession(req, reply, () => this.payment('b2c', req, reply)),
    );
    this.server.get(`${prefix}queryTransactionStatus/`, (req, reply) =>
      this.withSession(req, reply, () => this.query(req, reply)),
    );
    this.server.put(`${prefix}reversal/`, (req, reply) =>
      this.withSession(req, reply, () => this.reversal(req, reply)),
    );
  }

  /** Listens on a free local port; `deliverEveryMs` posts due results by itself. */
  async start(deliverEveryMs?: number): Promise<string> {
    const address = await this.server.listen({ port: 0, host: '127.0.0.1' });
    if (deliverEveryMs)
      this.timer = setInterval(() => void this.deliverDue().catch(() => undefined), deliverEveryMs);
    return address;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.server.close();
  }

  /** The base URL an adapter is given: up to and including the market segment. */
  baseUrl(address: string, env: 'sandbox' | 'openapi' = 'sandbox'): string {
    return `${address}/${env}/ipg/v2/vodacomTZN/`;
  }

  /** Sets the account's asynchronous response URL, e.g. once the app it posts to listens. */
  callbacksTo(url: string): void {
    this.options.callbackUrl = url;
  }

  /** Fixes the outcome for one MSISDN (every code of the reference can be driven). */
  force(msisdn: string, outcome: Partial<SimulatedOutcome>): void {
    this.forced.set(msisdn, outcome);
  }

  /** How much of the payment made under our reference has been reversed. */
  reversedOf(thirdParty: string): bigint {
    return this.byThirdParty.get(thirdParty)?.reversed ?? 0n;
  }

  /** Ends every session now, as a lifetime or a limit does. */
  expireSessions(): void {
    this.sessions.clear();
  }

  /** Posts every result that is due; returns how many were posted. */
  async deliverDue(): Promise<number> {
    const now = this.now();
    const due = this.callbacks.filter((c) => c.dueAt <= now);
    this.callbacks = this.callbacks.filter((c) => c.dueAt > now);
    const url = this.options.callbackUrl;
    if (!url) return 0;
    for (const callback of due) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callback.body),
      });
      this.acks.push({ status: response.status, body: await response.json().catch(() => null) });
    }
    return due.length;
  }

  private now(): number {
    return this.options.now().getTime();
  }

  private send(reply: FastifyReply, code: string, created: boolean, extra: object = {}) {
    return reply.code(httpStatusOf(code, created)).send({
      output_ResponseCode: code,
      output_ResponseDesc: describeCode(code),
      ...extra,
    });
  }

  private bearer(req: FastifyRequest): string | null {
    const header = String(req.headers.authorization ?? '');
    if (!header.startsWith('Bearer ')) return null;
    return rsaPkcs1DecryptForSimulator(this.options.privateKey, header.slice(7));
  }

  private originAllowed(req: FastifyRequest): boolean {
    return !this.options.origin || req.headers.origin === this.options.origin;
  }

  private getSession(req: FastifyRequest, reply: FastifyReply) {
    this.requests.push({ method: 'GET', path: 'getSession/', input: {} });
    if (!this.marketOk(req)) return this.send(reply, 'INS-998', false);
    if (this.bearer(req) !== this.options.apiKey || !this.originAllowed(req))
      return this.send(reply, 'INS-989', false);
    const id = hex(16);
    const now = this.now();
    this.sessions.set(id, {
      liveAt: now + this.options.activationMs,
      expiresAt: now + this.options.sessionLifetimeMs,
    });
    this.sessionsOpened++;
    return reply.code(200).send({
      output_ResponseCode: 'INS-0',
      output_ResponseDesc: 'Request processed successfully',
      output_SessionID: id,
    });
  }

  private marketOk(req: FastifyRequest): boolean {
    const { env, market } = req.params as { env: string; market: string };
    return (env === 'sandbox' || env === 'openapi') && market === 'vodacomTZN';
  }

  /** A call with a session: decrypted, known, live and not expired, from a trusted Origin. */
  private withSession(req: FastifyRequest, reply: FastifyReply, then: () => unknown) {
    const input = (req.method === 'GET' ? req.query : (req.body ?? {})) as Record<string, string>;
    this.requests.push({ method: req.method, path: req.url.split('?')[0]!, input });
    if (!this.marketOk(req)) return this.send(reply, 'INS-998', false);
    const session = this.sessions.get(this.bearer(req) ?? '');
    const now = this.now();
    if (!session || now < session.liveAt || now >= session.expiresAt || !this.originAllowed(req))
      return reply.code(401).send({
        output_ResponseCode: 'INS-2',
        output_ResponseDesc: 'Invalid API Key',
      });
    return then();
  }

  private payment(kind: 'c2b' | 'b2c', req: FastifyRequest, reply: FastifyReply) {
    const input = req.body as Record<string, unknown>;
    const thirdParty = String(input.input_ThirdPartyConversationID ?? '');
    const conversationId = hex(16);
    const echo = {
      output_ConversationID: conversationId,
      output_ThirdPartyConversationID: thirdParty,
    };
    const invalid = checkPayment(kind, input, this.options.serviceProviderCode);
    if (invalid) return this.send(reply, invalid, false, { output_TransactionID: 'N/A', ...echo });
    if (this.seenReferences.has(thirdParty))
      return this.send(reply, 'INS-10', false, { output_TransactionID: 'N/A', ...echo });
    this.seenReferences.add(thirdParty);
    const msisdn = String(input.input_CustomerMSISDN);
    const outcome = { ...simulatedOutcome(kind, msisdn), ...this.forced.get(msisdn) };
    const transaction: Transaction = {
      kind,
      amount: BigInt(String(input.input_Amount).split('.')[0]!),
      thirdParty,
      conversationId,
      transactionId: transactionIdOf(),
      outcome,
      resultAt: this.now() + this.options.resultDelayMs,
      reversed: 0n,
    };
    if (outcome.exists) this.byThirdParty.set(thirdParty, transaction);
    if (outcome.result)
      for (let i = 0; i < outcome.callbacks; i++)
        this.callbacks.push({
          dueAt: transaction.resultAt + i * this.options.resultDelayMs,
          body: {
            input_OriginalConversationID: conversationId,
            input_TransactionID: outcome.result === 'INS-0' ? transaction.transactionId : 'N/A',
            input_ResultCode: outcome.result,
            input_ResultDesc: describeCode(outcome.result),
            input_ThirdPartyConversationID: thirdParty,
          },
        });
    // Asynchronous mode: the immediate answer names no TransactionID (§1.4).
    return this.send(reply, outcome.reply, outcome.reply === 'INS-0', echo);
  }

  private find(reference: string): Transaction | undefined {
    return (
      this.byThirdParty.get(reference) ??
      [...this.byThirdParty.values()].find(
        (t) => t.conversationId === reference || t.transactionId === reference,
      )
    );
  }

  private query(req: FastifyRequest, reply: FastifyReply) {
    const input = req.query as Record<string, unknown>;
    const invalid = checkQuery(input, this.options.serviceProviderCode);
    const echo = {
      output_ConversationID: hex(16),
      output_ThirdPartyConversationID: String(input.input_ThirdPartyConversationID ?? ''),
    };
    if (invalid) return this.send(reply, invalid, false, echo);
    const transaction = this.find(String(input.input_QueryReference));
    if (!transaction) return this.send(reply, 'INS-23', false, echo);
    const final = transaction.outcome.result !== null && this.now() >= transaction.resultAt;
    const status = final ? statusOf(transaction.outcome.result!) : 'Pending';
    return this.send(reply, 'INS-0', false, {
      ...echo,
      output_ResponseTransactionStatus: status,
      output_OriginalTransactionID: status === 'Completed' ? transaction.transactionId : 'N/A',
      output_Reversed: transaction.reversed > 0n ? 'True' : 'False',
    });
  }

  private reversal(req: FastifyRequest, reply: FastifyReply) {
    const input = req.body as Record<string, unknown>;
    const thirdParty = String(input.input_ThirdPartyConversationID ?? '');
    const echo = { output_ConversationID: hex(16), output_ThirdPartyConversationID: thirdParty };
    const invalid = checkReversal(input, this.options.serviceProviderCode);
    if (invalid) return this.send(reply, invalid, false, { output_TransactionID: 'N/A', ...echo });
    if (this.seenReferences.has(thirdParty))
      return this.send(reply, 'INS-10', false, { output_TransactionID: 'N/A', ...echo });
    const original = [...this.byThirdParty.values()].find(
      (t) => t.transactionId === input.input_TransactionID,
    );
    const completed = original?.outcome.result === 'INS-0' && this.now() >= original.resultAt;
    if (!original || !completed)
      return this.send(reply, 'INS-18', false, { output_TransactionID: 'N/A', ...echo });
    const asked =
      input.input_ReversalAmount === undefined
        ? original.amount - original.reversed
        : BigInt(String(input.input_ReversalAmount).split('.')[0]!);
    if (asked <= 0n || asked > original.amount - original.reversed)
      return this.send(reply, 'INS-15', false, { output_TransactionID: 'N/A', ...echo });
    this.seenReferences.add(thirdParty);
    original.reversed += asked;
    return this.send(reply, 'INS-0', true, { output_TransactionID: transactionIdOf(), ...echo });
  }
}
