import type { KeyObject } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { RailCallObserver } from '../rail-metrics.ts';
import { rsaPkcs1Encrypt } from '../rsa-pkcs1.ts';

export interface VodacomTzAuth {
  /** Up to and including the market segment, with a trailing slash. */
  baseUrl: string;
  apiKey: string;
  publicKey: KeyObject;
  origin: string;
  /** How long a new session takes to become live (the portal samples wait 30 s). */
  activationMs: number;
  /** How long a session is used before a new one is asked for (set per application). */
  lifetimeMs: number;
  timeoutMs: number;
}

/** The rail's name in the metrics (channels/rails.ts). */
export const RAIL = 'mpesa-tanzania';

export class VodacomTzSessionError extends Error {}

interface Session {
  id: string;
  liveAt: number;
  expiresAt: number;
}

/**
 * The OpenAPI session key: getSession with the API key encrypted for the platform, kept until
 * its lifetime ends or the platform refuses it (drop), then replaced. A new session is not live
 * for `activationMs`: a call waits for it (through `wait`, so tests move a clock instead), while
 * one request serves every caller that needs a session at the same moment.
 */
export class VodacomTzSession {
  private current: Session | null = null;
  private request: Promise<Session> | null = null;

  constructor(
    private readonly auth: VodacomTzAuth,
    private readonly clock: Clock,
    private readonly wait: (ms: number) => Promise<void>,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly observer?: RailCallObserver,
  ) {}

  /** The session ID to use now, live. */
  async id(): Promise<string> {
    const now = this.clock.now().getTime();
    let session = this.current && now < this.current.expiresAt ? this.current : null;
    if (!session) {
      this.request ??= this.open().finally(() => {
        this.request = null;
      });
      session = await this.request;
    }
    const early = session.liveAt - this.clock.now().getTime();
    if (early > 0) await this.wait(early);
    return session.id;
  }

  /** Forgets a session the platform refused (expired, or a limit reached). */
  drop(id: string): void {
    if (this.current?.id === id) this.current = null;
  }

  /** `Authorization` for a call with this session: the session ID encrypted like the API key. */
  bearer(id: string): string {
    return `Bearer ${rsaPkcs1Encrypt(this.auth.publicKey, id)}`;
  }

  private async open(): Promise<Session> {
    const { auth } = this;
    const started = performance.now();
    const observe = (code: string) =>
      this.observer?.call(
        'mpesa-tanzania',
        'getSession',
        code,
        (performance.now() - started) / 1000,
      );
    let response: Response;
    try {
      response = await this.fetchImpl(`${auth.baseUrl}getSession/`, {
        method: 'GET',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${rsaPkcs1Encrypt(auth.publicKey, auth.apiKey)}`,
          origin: auth.origin,
        },
        signal: AbortSignal.timeout(auth.timeoutMs),
      });
    } catch (error) {
      observe('unreachable');
      throw new VodacomTzSessionError(`M-Pesa Tanzania getSession unreachable: ${String(error)}`);
    }
    const body = (await response.json().catch(() => ({}))) as {
      output_ResponseCode?: string;
      output_SessionID?: string;
    };
    observe(body.output_ResponseCode ?? `HTTP${response.status}`);
    if (response.status !== 200 || body.output_ResponseCode !== 'INS-0' || !body.output_SessionID)
      throw new VodacomTzSessionError(
        `M-Pesa Tanzania getSession refused: HTTP ${response.status} ${body.output_ResponseCode ?? ''}`.trim(),
      );
    const now = this.clock.now().getTime();
    this.current = {
      id: body.output_SessionID,
      liveAt: now + auth.activationMs,
      expiresAt: now + auth.lifetimeMs,
    };
    return this.current;
  }
}
