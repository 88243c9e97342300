import { sql, type Kysely } from 'kysely';
import type { ApiDashboard, ApiMode, ApiOrderKind } from '@pesa/contract';
import { formatMinor } from '@pesa/domain';
import type { Clock } from '../../../clock.ts';
import { toBigInt } from '../../../db/bigint.ts';
import type { Database } from '../../../db/schema.ts';
import type { ReferenceService } from '../../reference/reference.service.ts';
import { apiBalances } from '../orders/api-balances.ts';
import { apiOrderRow } from '../orders/api-order-view.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';

/** How many days the volume chart covers, today included, and how many orders "recent" shows. */
export const VOLUME_DAYS = 30;
export const RECENT_ORDERS = 10;
const DAY_MS = 86_400_000;
const PASS = 1;

/**
 * The /homeApi/account dashboard: balances of the mode's API accounts, the newest orders, and per
 * UTC day and currency the money collected (C2B) and paid out (B2C) over the last 30 days.
 */
export class ApiDashboardService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      orders: ApiOrdersRepository;
      reference: ReferenceService;
      clock: Clock;
    },
  ) {}

  /** `recentKinds`: the kinds the caller may read (a member sees only their screens' orders). */
  async dashboard(
    merchantUserId: number,
    mode: ApiMode,
    recentKinds: readonly ApiOrderKind[],
  ): Promise<ApiDashboard> {
    const currencies = await this.deps.reference.currencyMap();
    const balances = await apiBalances(this.deps.db, merchantUserId, mode);
    const recent = await this.deps.orders.latest(
      { merchantUserId, mode, kinds: recentKinds },
      RECENT_ORDERS,
    );
    const days = this.days();
    const totals = await this.volumeTotals(merchantUserId, mode, `${days[0]}T00:00:00.000Z`);
    // Every currency with an account or a movement gets all 30 days, so a chart has no gaps.
    const currencyIds = [
      ...new Set([...balances.map((b) => b.currencyId), ...totals.map((t) => t.currencyId)]),
    ].sort((a, b) => a - b);
    const volume = days.flatMap((date) =>
      currencyIds.map((currencyId) => {
        const decimals = currencies.get(currencyId)?.decimals ?? 2;
        const total = (kind: string) =>
          totals.find((t) => t.day === date && t.currencyId === currencyId && t.kind === kind)
            ?.amount ?? 0n;
        return {
          date,
          currencyId,
          c2b: formatMinor(total('collect'), decimals),
          b2c: formatMinor(total('payout'), decimals),
        };
      }),
    );
    return { balances, recent: recent.map((o) => apiOrderRow(o, currencies)), volume };
  }

  /** The UTC dates of the chart, oldest first, ending today by the injected clock. */
  private days(): string[] {
    const today = Date.parse(this.deps.clock.now().toISOString().slice(0, 10));
    return Array.from({ length: VOLUME_DAYS }, (_, i) =>
      new Date(today - (VOLUME_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    );
  }

  /**
   * Successful collections and payouts summed by the day they succeeded (a final order is never
   * updated again, so its update time is when it reached PASS). Sums come back as text: pg gives
   * a numeric and SQLite an integer that may pass 2^53.
   */
  private async volumeTotals(merchantUserId: number, mode: ApiMode, since: string) {
    const day = sql<string>`substr(update_time, 1, 10)`;
    const rows = await this.deps.db
      .selectFrom('orders')
      .select([
        day.as('day'),
        'currency_id',
        'api_kind',
        sql<string>`cast(sum(amount) as text)`.as('total'),
      ])
      .where('main_user_id', '=', merchantUserId)
      .where('api_mode', '=', mode)
      .where('api_kind', 'in', ['collect', 'payout'])
      .where('status', '=', PASS)
      .where('update_time', '>=', since)
      .groupBy([day, 'currency_id', 'api_kind'])
      .execute();
    return rows.map((r) => ({
      day: r.day,
      currencyId: r.currency_id,
      kind: r.api_kind,
      amount: toBigInt(r.total),
    }));
  }
}
