import { sql, type Kysely } from 'kysely';

/**
 * Four indexes of `orders` serve lookups by a column that most orders leave empty: a customer's
 * send to a bank or mobile money has no merchant order number, no API mode, no counterparty
 * wallet and, until its rail answers, no rail reference. Each still wrote an entry per order (both
 * engines index NULLs), so such a send wrote seven index entries where three are searched. Each becomes partial, over the rows
 * whose column is set: every lookup already names the column with `=`, `IN` or `IS NOT NULL`,
 * which both planners read as "not null", and NULLs never collided in the unique one, so what it
 * refuses is unchanged (docs/scaling.md, "Fewer index entries per order").
 */
const partial = [
  { name: 'orders_third_idx', columns: ['third_order_no'], when: 'third_order_no' },
  {
    name: 'orders_counter_account_idx',
    columns: ['counter_account_key', 'sn'],
    when: 'counter_account_key',
  },
  {
    name: 'orders_merchant_no_uq',
    columns: ['main_user_id', 'api_mode', 'merchant_order_no'],
    when: 'merchant_order_no',
    unique: true,
  },
  {
    name: 'orders_api_idx',
    columns: ['main_user_id', 'api_mode', 'api_kind', 'create_time'],
    when: 'api_mode',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of partial) {
    await db.schema.dropIndex(index.name).execute();
    let create = db.schema.createIndex(index.name).on('orders').columns(index.columns);
    if (index.unique) create = create.unique();
    await create.where(sql.ref(index.when), 'is not', null).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
