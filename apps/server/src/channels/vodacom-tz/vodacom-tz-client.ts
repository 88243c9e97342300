import type { Clock } from '../../clock.ts';
import type { RailCallObserver } from '../rail-metrics.ts';
import { vodacomCode } from './vodacom-tz-codes.ts';
import { RAIL, VodacomTzSession, type VodacomTzAuth } from './vodacom-tz-session.ts';

/** An answer of the platform: its HTTP status, `output_ResponseCode` and the whole body. */
export interface VodacomReply {
  status: number;
  code: string;
  body: Record<string, unknown>;
}

/** What the platform answered, or 'unreachable' when no answer came (nothing is known). */
export type VodacomAnswer = VodacomReply | 'unreachable';

/** The session was refused even when new: a setting or the account, not the payment. */
export class VodacomTzError extends Error {}

/** Business failures the platform sends with HTTP 401; any other 401 is about the session. */
const BUSINESS_401 = new Set(['INS-5', 'INS-6', 'INS-2001']);

/**
 * Calls of the OpenAPI with a live session: JSON for POST and PUT, the query string for GET
 * (§1.3), the encrypted session ID and the Origin on each. A refused session is replaced and the
 * same call made once more with the same ThirdPartyConversationID, so a payment never fails
 * because a session ran out (a call that did go through the first time answers INS-10).
 */
export class VodacomTzClient {
  readonly session: VodacomTzSession;

  constructor(
    private readonly auth: VodacomTzAuth,
    clock: Clock,
    wait: (ms: number) => Promise<void>,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly observer?: RailCallObserver,
  ) {
    this.session = new VodacomTzSession(auth, clock, wait, fetchImpl, observer);
  }

  async call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    input: Record<string, string>,
  ): Promise<VodacomAnswer> {
    for (let attempt = 1; ; attempt++) {
      const id = await this.session.id();
      const answer = await this.send(method, path, input, id);
      if (answer === 'unreachable' || !sessionRefused(answer)) return answer;
      this.session.drop(id);
      if (attempt === 2)
        throw new VodacomTzError(
          `M-Pesa Tanzania refused a new session: HTTP ${answer.status} ${answer.code}`,
        );
    }
  }

  private async send(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    input: Record<string, string>,
    sessionId: string,
  ): Promise<VodacomAnswer> {
    const url = new URL(path, this.auth.baseUrl);
    if (method === 'GET') for (const [k, v] of Object.entries(input)) url.searchParams.set(k, v);
    const started = performance.now();
    const observe = (code: string) =>
      this.observer?.call(
        RAIL,
        path.replace(/\/$/, ''),
        code,
        (performance.now() - started) / 1000,
      );
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: this.session.bearer(sessionId),
          origin: this.auth.origin,
        },
        ...(method !== 'GET' && { body: JSON.stringify(input) }),
        signal: AbortSignal.timeout(this.auth.timeoutMs),
      });
    } catch {
      // A timeout or a broken connection: the request may have been processed.
      observe('unreachable');
      return 'unreachable';
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const code = typeof body.output_ResponseCode === 'string' ? body.output_ResponseCode : '';
    observe(code || `HTTP${response.status}`);
    return { status: response.status, code, body };
  }
}

function sessionRefused(reply: VodacomReply): boolean {
  if (reply.code && vodacomCode(reply.code).outcome === 'session') return true;
  return reply.status === 401 && !BUSINESS_401.has(reply.code);
}
