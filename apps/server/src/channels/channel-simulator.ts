import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { nulField } from '../security/input-faults.ts';
import type {
  ChannelResult,
  CollectionRequest,
  PaymentChannel,
  PayoutRequest,
} from './payment-channel.ts';

export const SIMULATOR_DELIVER_JOB = 'simulator.deliver';
export const SIMULATOR_CALLBACK_PATH = '/api/channels/simulator/callback';

export interface SimulatorSettings {
  delayMs: number;
  failureRate: number;
  duplicateRate: number;
  secret: string;
}

/** The body the simulator posts to the callback endpoint, signed like a real webhook. */
export interface SimulatorCallback {
  eventId: string;
  reference: string;
  kind: 'payout' | 'collection';
  resultCode: string;
  resultDesc: string;
  amount: string;
  transactionId: string | null;
}

/** A scheduled delivery (the job's payload); `outcome`, when set, fixes the result. */
export interface SimulatorDelivery {
  reference: string;
  kind: 'payout' | 'collection';
  amount: string;
  providerReference: string;
  eventId: string;
  outcome?: 'success' | 'failure';
}

/** What a signed callback must look like to be applied; anything else is not a result of ours. */
const simulatorCallbackSchema = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  reference: z.string().min(1).max(64),
  kind: z.enum(['payout', 'collection']),
  resultCode: z.string().max(20),
  resultDesc: z.string().max(500),
  amount: z.string().regex(/^\d{1,18}$/),
  transactionId: z.string().max(64).nullable(),
});

/** The JSON of a callback body, or undefined when it is not JSON. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The default rail: it answers later, through the job queue and the real callback endpoint, with
 * the result codes the rails use (M-Pesa 0 success, 1032 cancelled by the user, 2001 wrong
 * details), sometimes fails (failureRate), and sometimes repeats a callback or delivers it late
 * (duplicateRate), so the idempotent handling is always exercised. A test or demo can force the
 * outcome of one reference with `forceOutcome`.
 */
export class ChannelSimulator implements PaymentChannel {
  readonly name = 'simulator';
  private readonly forced = new Map<string, 'success' | 'failure'>();

  constructor(
    private readonly settings: SimulatorSettings,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly random: () => number = Math.random,
  ) {}

  forceOutcome(reference: string, outcome: 'success' | 'failure'): void {
    this.forced.set(reference, outcome);
  }

  async submitPayout(request: PayoutRequest) {
    return this.schedule(request.reference, 'payout', request.amount);
  }

  async startCollection(request: CollectionRequest) {
    return this.schedule(request.reference, 'collection', request.amount);
  }

  /**
   * Queues the callback of a request. `outcome` fixes the result (the sandbox's magic numbers)
   * and travels in the job, so it holds across restarts and instances; `delayMs` overrides the
   * configured delay.
   */
  async schedule(
    reference: string,
    kind: 'payout' | 'collection',
    amount: bigint,
    options: { outcome?: 'success' | 'failure'; delayMs?: number } = {},
  ) {
    const providerReference = `SIM${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
    const delayMs = options.delayMs ?? this.settings.delayMs;
    const job: SimulatorDelivery = {
      reference,
      kind,
      amount: amount.toString(),
      providerReference,
      eventId: randomUUID(),
      ...(options.outcome && { outcome: options.outcome }),
    };
    await this.jobs.enqueue(SIMULATOR_DELIVER_JOB, job, { delayMs });
    if (this.random() < this.settings.duplicateRate) {
      // The same event again, later: rails retry webhooks they think were not received.
      await this.jobs.enqueue(SIMULATOR_DELIVER_JOB, job, {
        delayMs: delayMs * 3 + 1_000,
      });
    }
    return { providerReference };
  }

  /** Builds the signed callback for a scheduled delivery; the outcome is decided at delivery. */
  buildCallback(job: SimulatorDelivery) {
    const forced = job.outcome ?? this.forced.get(job.reference);
    const success = forced ? forced === 'success' : this.random() >= this.settings.failureRate;
    const failure =
      job.kind === 'collection'
        ? { code: '1032', desc: 'Request cancelled by user' }
        : { code: '2001', desc: 'The initiator information is invalid' };
    const body: SimulatorCallback = {
      eventId: job.eventId,
      reference: job.reference,
      kind: job.kind,
      resultCode: success ? '0' : failure.code,
      resultDesc: success ? 'The service request is processed successfully.' : failure.desc,
      amount: job.amount,
      transactionId: success ? job.providerReference : null,
    };
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(this.clock.now().getTime() / 1000));
    return {
      raw,
      headers: { 'x-sim-timestamp': timestamp, 'x-sim-signature': this.sign(timestamp, raw) },
    };
  }

  parseCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ChannelResult | null {
    const timestamp = String(headers['x-sim-timestamp'] ?? '');
    const signature = String(headers['x-sim-signature'] ?? '');
    const expected = Buffer.from(this.sign(timestamp, rawBody));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    // Same tolerance as our own webhooks: a replay older than 5 minutes is refused... unless late
    // delivery is the point, so the window covers the simulator's own late repeats.
    if (Math.abs(this.clock.now().getTime() / 1000 - Number(timestamp)) > 300) return null;
    // Signed yet unreadable (or with text no column can hold) is no result of ours either.
    const parsed = simulatorCallbackSchema.safeParse(parseJson(rawBody));
    if (!parsed.success || nulField(parsed.data) !== null) return null;
    const body: SimulatorCallback = parsed.data;
    return {
      eventKey: `sim:${body.eventId}`,
      reference: body.reference,
      kind: body.kind,
      success: body.resultCode === '0',
      resultCode: body.resultCode,
      resultDesc: body.resultDesc,
      amount: BigInt(body.amount),
      transactionId: body.transactionId,
    };
  }

  /** The simulator's results always come by callback, so a query never knows more. */
  async queryStatus(): Promise<ChannelResult | null> {
    return null;
  }

  private sign(timestamp: string, raw: string): string {
    return createHmac('sha256', this.settings.secret).update(`${timestamp}.${raw}`).digest('hex');
  }
}
