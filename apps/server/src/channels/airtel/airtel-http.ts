import type { Clock } from '../../clock.ts';
import type { RailCallObserver } from '../rail-metrics.ts';
import { CachedToken } from '../cached-token.ts';

/** Airtel's token lasts 180 s in the samples (a string); it is renewed this long before. */
const TOKEN_MARGIN_MS = 30_000;
/** A call that has not answered by then is treated as ambiguous by the caller. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface AirtelCountry {
  /** X-Country: KE or TZ. */
  country: string;
  /** X-Currency: KES or TZS. */
  currency: string;
}

/** The status block every product answer carries, and the gateway's own error shape. */
export interface AirtelReply {
  data?: {
    transaction?: {
      id?: unknown;
      status?: string;
      airtel_money_id?: string;
      reference_id?: string;
      message?: string;
    };
  };
  status?: {
    code?: string;
    message?: string;
    result_code?: string;
    response_code?: string;
    success?: boolean;
  };
  error?: string;
  error_description?: string;
  status_code?: string;
}

/** Airtel could not be reached or did not answer in time: nothing is known of the request. */
export class AirtelUnreachableError extends Error {}

/**
 * The HTTP side of Airtel's Open API: one OAuth2 client-credentials token (JSON body) for every
 * product and country, kept until shortly before it expires, requested once however many calls
 * need it together, and replaced once when Airtel says it is no longer valid (401), so an expiry
 * mid-flow never fails the payment.
 */
export class AirtelHttp {
  private readonly token: CachedToken;

  constructor(
    private readonly settings: { baseUrl: string; clientId: string; clientSecret: string },
    clock: Clock,
    private readonly observer?: RailCallObserver,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.token = new CachedToken(
      clock,
      () => this.requestToken(),
      (lifetime) => Math.min(lifetime / 2, TOKEN_MARGIN_MS),
    );
  }

  accessToken(): Promise<string> {
    return this.token.get();
  }

  private async requestToken(): Promise<{ value: string; lifetimeMs: number }> {
    const { status, body } = await this.fetchJson('token', '/auth/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: '*/*' },
      body: JSON.stringify({
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    const reply = body as { access_token?: string; expires_in?: string | number };
    if (status !== 200 || !reply.access_token)
      throw new AirtelUnreachableError(`Airtel token refused: HTTP ${status}`);
    // A string in the documentation's sample, a number in some SDKs.
    const seconds = Number(reply.expires_in ?? 180);
    const lifetimeMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 180_000;
    return { value: reply.access_token, lifetimeMs };
  }

  /**
   * One product call with the bearer token and the country's headers. A 401 drops the token and
   * the call is made once more with a fresh one (Airtel may end a token before its time).
   */
  async call(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    where: AirtelCountry,
    payload?: unknown,
  ): Promise<{ status: number; body: AirtelReply }> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken();
      const answer = await this.fetchJson(operation, path, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: '*/*',
          'x-country': where.country,
          'x-currency': where.currency,
          authorization: `Bearer ${token}`,
        },
        ...(payload !== undefined && { body: JSON.stringify(payload) }),
      });
      if (answer.status !== 401 || attempt === 2) return answer;
      this.token.drop(token);
    }
  }

  /** One HTTP exchange, told to the rail metrics with the code Airtel answered. */
  private async fetchJson(operation: string, path: string, init: RequestInit) {
    const started = performance.now();
    const observe = (code: string) =>
      this.observer?.call('airtel', operation, code, (performance.now() - started) / 1000);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.settings.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      observe('unreachable');
      throw new AirtelUnreachableError(`Airtel ${path}: ${(error as Error).message}`);
    }
    const parsed = (await response.json().catch(() => ({}))) as AirtelReply | null;
    const body = parsed && typeof parsed === 'object' ? parsed : {};
    const status = body.status;
    observe(
      status?.response_code ?? status?.result_code ?? body.status_code ?? `HTTP${response.status}`,
    );
    return { status: response.status, body };
  }
}
