import { Counter, Histogram, type Registry } from 'prom-client';

/** What a rail adapter tells about each call it makes to its provider. */
export interface RailCallObserver {
  /**
   * `code` is what the provider answered (its response or result code, `HTTP<status>` without
   * one, `unreachable` when no answer came); `seconds` how long the call took.
   */
  call(rail: string, operation: string, code: string, seconds: number): void;
}

/**
 * The rails' calls as Prometheus series (issue 24's per-rail metrics): requests by rail,
 * operation and answer code (so failures are counted by code), and their latency.
 */
export class RailMetrics implements RailCallObserver {
  private readonly requests: Counter<'rail' | 'operation' | 'code'>;
  private readonly latency: Histogram<'rail' | 'operation'>;

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: 'pesa_rail_requests_total',
      help: "Calls to a rail provider's API, by rail, operation and the code it answered",
      labelNames: ['rail', 'operation', 'code'] as const,
      registers: [registry],
    });
    this.latency = new Histogram({
      name: 'pesa_rail_request_duration_seconds',
      help: "How long calls to a rail provider's API took, by rail and operation",
      labelNames: ['rail', 'operation'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
  }

  call(rail: string, operation: string, code: string, seconds: number): void {
    this.requests.inc({ rail, operation, code });
    this.latency.observe({ rail, operation }, seconds);
  }
}

/**
 * Stands in for the metrics while the rails are wired before the metrics registry exists (the
 * composition root builds money first); calls before `attach` are not counted.
 */
export class RailCallRelay implements RailCallObserver {
  private target: RailCallObserver | null = null;

  attach(target: RailCallObserver): void {
    this.target = target;
  }

  call(rail: string, operation: string, code: string, seconds: number): void {
    this.target?.call(rail, operation, code, seconds);
  }
}
