import { sql, type Generated, type Kysely } from 'kysely';

/**
 * Wallet sends (pay type 0) made before they were paid inside the ledger went to the channel-0
 * settlement account as if a rail had paid them out, and the recipient was never credited
 * (issue 30, item 2; docs/money.md "Wallet sends"). For each such successful order this credits
 * the recipient's domestic wallet from that settlement account in a new, balanced journal entry
 * (`wallet_send_correction`, created by 0: the system) and records the recipient on the order
 * (`counter_account_key`, and both parties in `details`), as a wallet send made today does, so
 * both histories name the other side. Postings are never changed.
 *
 * The recipient is the account whose number the order's recipient snapshot holds (a team
 * member's number: its main account). When no account has that number, nobody can be paid: the
 * sender gets the whole payment back (amount, fee and tax) in the same kind of entry.
 *
 * Wallet sends still waiting (for review, or for the channel-0 job) are pointed at their
 * recipient the same way, so they pay the recipient when they succeed; one whose number belongs
 * to no other customer is left to end as it would have.
 *
 * Running it again credits nothing twice: an order is corrected only while it names no
 * destination and has no correction entry, and both change in the transaction that posts the
 * correction. Frozen: the rules and the tables it reads are written here, not imported.
 */
interface Tables {
  orders: {
    id: number;
    sn: string;
    kind: number;
    pay_type: number;
    status: number;
    api_mode: string | null;
    counter_account_key: string | null;
    main_user_id: number;
    currency_id: number;
    amount: string | number;
    fee_amount: string | number;
    tax_fee: string | number;
    payee_snapshot: string | null;
    details: string;
    update_time: string;
  };
  users: { user_id: number; parent_id: number; account_no: string; nick_name: string | null };
  kyc_applications: { main_user_id: number; data: string };
  ledger_entries: {
    id: Generated<number>;
    entry_type: string;
    reference: string;
    description: string;
    created_by: number;
    create_time: string;
  };
  ledger_postings: {
    id: Generated<number>;
    entry_id: number;
    account_id: number;
    currency_id: number;
    amount: string;
    create_time: string;
  };
  ledger_accounts: {
    id: Generated<number>;
    account_key: string;
    owner_user_id: number;
    kind: string;
    currency_id: number;
    channel: number | null;
    balance: string;
    create_time: string;
  };
}
type Db = Kysely<Tables>;
type Order = Pick<
  Tables['orders'],
  | 'id'
  | 'sn'
  | 'status'
  | 'main_user_id'
  | 'currency_id'
  | 'amount'
  | 'fee_amount'
  | 'tax_fee'
  | 'payee_snapshot'
  | 'details'
>;

const ENTRY_TYPE = 'wallet_send_correction';
/** MANUAL_PENDING, PAY_PENDING, PENDING: the money is still held; PASS: it was "paid out". */
const HELD = [-2, -1, 0];
const PASS = 1;

export async function up(db: Kysely<unknown>): Promise<void> {
  const k = db as unknown as Db;
  const orders = await k
    .selectFrom('orders')
    .select([
      'id',
      'sn',
      'status',
      'main_user_id',
      'currency_id',
      'amount',
      'fee_amount',
      'tax_fee',
      'payee_snapshot',
      'details',
    ])
    .where('kind', '=', 0)
    .where('pay_type', '=', 0)
    .where('status', 'in', [PASS, ...HELD])
    .where('api_mode', 'is', null)
    .where('counter_account_key', 'is', null)
    .orderBy('id')
    .execute();
  for (const order of orders) {
    const work = (trx: Db) => (order.status === PASS ? correct(trx, order) : redirect(trx, order));
    if (k.isTransaction) await work(k);
    else await k.transaction().execute(work);
  }
}

/** The customer the order's recipient snapshot names, with its name as the sender gave it. */
async function recipientOf(trx: Db, order: Order) {
  const snapshot = order.payee_snapshot
    ? (JSON.parse(order.payee_snapshot) as { name?: string; account?: string })
    : {};
  const account = snapshot.account ? await mainAccount(trx, snapshot.account) : undefined;
  return account && { ...account, name: snapshot.name ?? '' };
}

/** Names the recipient on the order, as a wallet send made today does. */
async function pointAt(
  trx: Db,
  order: Order,
  recipient: { user_id: number; account_no: string; name: string },
  now: string,
) {
  const wallet = `user:${recipient.user_id}:domestic:${order.currency_id}`;
  const sender = await party(trx, order.main_user_id);
  await trx
    .updateTable('orders')
    .set({
      counter_account_key: wallet,
      details: JSON.stringify({
        ...(JSON.parse(order.details) as object),
        senderName: sender?.name ?? sender?.account_no ?? '',
        senderAccountNo: sender?.account_no ?? '',
        recipientName: recipient.name,
        recipientAccountNo: recipient.account_no,
      }),
      update_time: now,
    })
    .where('id', '=', order.id)
    .execute();
  return wallet;
}

/** A held wallet send will pay another customer's wallet when it succeeds, not the channel. */
async function redirect(trx: Db, order: Order): Promise<void> {
  const recipient = await recipientOf(trx, order);
  if (recipient && recipient.user_id !== Number(order.main_user_id))
    await pointAt(trx, order, recipient, new Date().toISOString());
}

async function correct(trx: Db, order: Order): Promise<void> {
  const settlement = `channel:0:settlement:${order.currency_id}`;
  const sender = `user:${order.main_user_id}:domestic:${order.currency_id}`;
  // Only an order the old rule paid out to the settlement account, and not corrected yet.
  const settled = await postedTo(trx, order.sn, 'send_settle', settlement);
  if (!settled || (await postedTo(trx, order.sn, ENTRY_TYPE, settlement))) return;
  const amount = BigInt(order.amount);
  const recipient = await recipientOf(trx, order);
  const now = new Date().toISOString();
  let legs: Array<[string, bigint]>;
  if (recipient) {
    const wallet = await pointAt(trx, order, recipient, now);
    legs = [
      [settlement, -amount],
      [wallet, amount],
    ];
  } else {
    const fee = BigInt(order.fee_amount);
    const tax = BigInt(order.tax_fee);
    legs = [
      [settlement, -amount],
      [`system:fees:${order.currency_id}`, -fee],
      [`system:tax:${order.currency_id}`, -tax],
      [sender, amount + fee + tax],
    ];
  }
  await post(
    trx,
    order,
    legs.filter(([, v]) => v !== 0n),
    recipient
      ? `Correction: wallet send ${order.sn} (order ${order.id}) credited to the recipient`
      : `Correction: wallet send ${order.sn} (order ${order.id}) to no account, refunded`,
    now,
  );
}

/** Whether an entry of this type and reference posted to the account. */
async function postedTo(trx: Db, reference: string, type: string, accountKey: string) {
  const row = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', 'p.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select('e.id')
    .where('e.reference', '=', reference)
    .where('e.entry_type', '=', type)
    .where('a.account_key', '=', accountKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** The main account behind an account number: the account itself, or a member's main account. */
async function mainAccount(trx: Db, accountNo: string) {
  const user = await trx
    .selectFrom('users')
    .select(['user_id', 'parent_id', 'account_no'])
    .where('account_no', '=', accountNo)
    .executeTakeFirst();
  if (!user || user.parent_id === 0) return user;
  return trx
    .selectFrom('users')
    .select(['user_id', 'parent_id', 'account_no'])
    .where('user_id', '=', user.parent_id)
    .executeTakeFirst();
}

/** The sender as the recipient's history names it: the KYC/KYB name, else the nickname. */
async function party(trx: Db, userId: number) {
  const row = await trx
    .selectFrom('users')
    .leftJoin('kyc_applications as k', 'k.main_user_id', 'users.user_id')
    .select(['users.account_no', 'users.nick_name', 'k.data'])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const kyc = row.data ? (JSON.parse(row.data) as Record<string, unknown>) : {};
  const named = ['tradingName', 'companyName', 'fullName']
    .map((field) => kyc[field])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return { account_no: row.account_no, name: named?.trim() ?? row.nick_name?.trim() ?? null };
}

/** One balanced entry: its postings, and each account's cached balance in the same transaction. */
async function post(
  trx: Db,
  order: Order,
  legs: Array<[string, bigint]>,
  description: string,
  now: string,
) {
  if (legs.reduce((sum, [, v]) => sum + v, 0n) !== 0n) throw new Error('unbalanced correction');
  const entry = await trx
    .insertInto('ledger_entries')
    .values({
      entry_type: ENTRY_TYPE,
      reference: order.sn,
      description: description.slice(0, 200),
      created_by: 0,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [key, delta] of [...legs].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const accountId = await account(trx, key, order.currency_id, now);
    await trx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${delta.toString()}` })
      .where('id', '=', accountId)
      .execute();
    await trx
      .insertInto('ledger_postings')
      .values({
        entry_id: Number(entry.id),
        account_id: accountId,
        currency_id: order.currency_id,
        amount: delta.toString(),
        create_time: now,
      })
      .execute();
  }
}

/** The account's id, opening it at zero when it does not exist yet (a recipient's first KES). */
async function account(trx: Db, key: string, currencyId: number, now: string): Promise<number> {
  const found = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('account_key', '=', key)
    .executeTakeFirst();
  if (found) return Number(found.id);
  // user:{id}:{kind}:{currency}, channel:{payType}:settlement:{currency}, system:{kind}:{currency}
  const [scope, owner, kind] = key.split(':') as [string, string, string];
  const created = await trx
    .insertInto('ledger_accounts')
    .values({
      account_key: key,
      owner_user_id: scope === 'user' ? Number(owner) : 0,
      kind: scope === 'user' ? kind : scope === 'channel' ? 'settlement' : owner,
      currency_id: currencyId,
      channel: scope === 'channel' ? Number(owner) : null,
      balance: '0',
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(created.id);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
