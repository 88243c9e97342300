import type { Clock } from '../clock.ts';

/**
 * A rail's access token, kept until shortly before it expires. However many calls need it at the
 * same moment, one request asks for it; `drop` forgets it when the provider refuses it early.
 */
export class CachedToken {
  private token: { value: string; expiresAt: number } | null = null;
  private request: Promise<string> | null = null;

  constructor(
    private readonly clock: Clock,
    /** Asks the provider; answers the token and how long it lives, in milliseconds. */
    private readonly fetchToken: () => Promise<{ value: string; lifetimeMs: number }>,
    /** How long before the provider's expiry the token is renewed. */
    private readonly marginMs: (lifetimeMs: number) => number,
  ) {}

  get(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && now < this.token.expiresAt) return Promise.resolve(this.token.value);
    this.request ??= this.renew(now).finally(() => {
      this.request = null;
    });
    return this.request;
  }

  /** Forgets `value` if it is still the token kept (a newer one is left alone). */
  drop(value?: string): void {
    if (value === undefined || this.token?.value === value) this.token = null;
  }

  private async renew(now: number): Promise<string> {
    const { value, lifetimeMs } = await this.fetchToken();
    this.token = { value, expiresAt: now + Math.max(0, lifetimeMs - this.marginMs(lifetimeMs)) };
    return value;
  }
}
