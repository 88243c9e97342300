/** Time comes through here so tests can move it (code expiry, sessions, the duplicate guard). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can advance by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start = Date.UTC(2026, 0, 15, 9, 0, 0)) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
