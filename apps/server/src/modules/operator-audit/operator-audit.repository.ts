import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Filters of the audit trail; times are UTC ISO strings, the end exclusive. */
export interface AuditFilter {
  operatorId?: number;
  action?: string;
  since?: string;
  before?: string;
}

/** Reads the operator audit trail. It never writes it: rows are only ever inserted, elsewhere. */
export class OperatorAuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(filter: AuditFilter) {
    let query = this.db
      .selectFrom('operator_audit as a')
      .leftJoin('operators as o', 'o.id', 'a.operator_id') as SelectQueryBuilder<
      Database & { a: Database['operator_audit']; o: Database['operators'] },
      'a' | 'o',
      object
    >;
    if (filter.operatorId !== undefined)
      query = query.where('a.operator_id', '=', filter.operatorId);
    if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
    if (filter.since !== undefined) query = query.where('a.create_time', '>=', filter.since);
    if (filter.before !== undefined) query = query.where('a.create_time', '<', filter.before);
    return query;
  }

  /** Newest first; `limit` rows from `offset`. */
  rows(filter: AuditFilter, limit: number, offset: number) {
    return this.filtered(filter)
      .select([
        'a.id',
        'a.operator_id',
        'o.username',
        'a.action',
        'a.target',
        'a.detail',
        'a.create_time',
      ])
      .orderBy('a.create_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(filter: AuditFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The filter's choices: every operator (disabled ones too) and every action ever recorded. */
  async choices() {
    const [operators, actions] = await Promise.all([
      this.db.selectFrom('operators').select(['id', 'username']).orderBy('username').execute(),
      this.db.selectFrom('operator_audit').select('action').distinct().orderBy('action').execute(),
    ]);
    return { operators, actions: actions.map((a) => a.action) };
  }

  /**
   * The numbers and names a page's targets are read by: orders by number, operators by
   * username, currencies by code. Read-only lookups of rows other modules own.
   */
  async orderNumbers(ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await this.db
      .selectFrom('orders')
      .select(['id', 'sn'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.sn]));
  }

  async operatorNames(ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await this.db
      .selectFrom('operators')
      .select(['id', 'username'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.username]));
  }

  async currencyCodes(ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await this.db
      .selectFrom('currencies')
      .select(['currency_id', 'code'])
      .where('currency_id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [Number(r.currency_id), r.code]));
  }
}
