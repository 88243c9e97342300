import { createHash } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { ErrorCode, type coboAddressBody, type coboDepositListBody } from '@pesa/contract';
import { formatMinor, MAX_MINOR } from '@pesa/domain';
import type { KeyObject } from 'node:crypto';
import type { ExternalDeposit } from '../orders/orders.service.ts';
import type { Clock } from '../../clock.ts';
import { toBigInt } from '../../db/bigint.ts';
import type { Database, OrderTable } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import { AppError } from '../../plugins/app-error.ts';
import { railOffError } from '../../channels/rails.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { CoboAddressProvider } from './cobo-address-provider.ts';
import { COBO_PAY_TYPE, USD, isSupportedCoin, usdCentsOf } from './cobo-assets.ts';
import { isFreshCoboTimestamp, verifyCoboSignature } from './cobo-signature.ts';
import { paginate } from '../../db/paginate.ts';
import { nulField } from '../../security/input-faults.ts';

const digits = z
  .union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,60}$/));
const count = z.coerce.number().int().min(0).max(1_000_000);

/** The deposit fields of a Cobo notification (the object itself, or wrapped in `data`). */
export const coboDepositSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(80)),
  coin: z.string().trim().min(1).max(40),
  decimal: z.coerce.number().int().min(0).max(36),
  address: z.string().trim().min(1).max(120),
  side: z.string().optional(),
  amount: digits,
  txid: z.string().trim().min(1).max(140),
  vout_n: count,
  confirmed_num: count,
  confirming_threshold: count,
});
export type CoboDeposit = z.infer<typeof coboDepositSchema>;

type OrderRow = Selectable<OrderTable>;

/** What COBO needs of the orders module: the one way every external deposit is credited. */
export type CreditDeposit = (
  trx: Transaction<Database>,
  deposit: ExternalDeposit,
) => Promise<OrderRow>;

export type WebhookOutcome =
  | 'invalid_signature'
  | 'malformed'
  | 'ignored'
  | 'unknown_address'
  | 'unsupported_coin'
  | 'confirming'
  | 'too_small'
  | 'too_large'
  | 'credited'
  | 'duplicate';

/**
 * COBO crypto deposits: one deposit address per account, wallet (scope) and coin, and the
 * webhook that credits a deposit once it has enough confirmations. The credit is a top-up order
 * (kind -1, pay type 600) moved PAY_PENDING → PENDING → PASS by the same transitions as every
 * top-up, so the ledger entry is `creditTopUp`; the channel_events key `cobo:<txid>:<vout_n>`
 * makes it happen once however often Cobo repeats the notification.
 */
export class CoboService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      batcher: TransactionBatcher;
      credit: CreditDeposit;
      /** Null while the COBO rail is off (channels/rails.ts): no address is shown or made. */
      addresses: CoboAddressProvider | null;
      publicKey: KeyObject | null;
      clock: Clock;
    },
  ) {}

  /** The account's address for this wallet and coin: created once, the same ever after. */
  async address(auth: AuthContext, body: z.infer<typeof coboAddressBody>) {
    const { addresses } = this.deps;
    // An address shown is one a customer may pay into: none while nothing would receive it.
    if (!addresses) throw railOffError('coin');
    if (!isSupportedCoin(body.coin))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        messageKey: 'coinNotSupported',
        fields: [{ field: 'coin', key: 'invalid' }],
      });
    const key = { mainUserId: auth.mainUserId, scope: body.scope, coin: body.coin };
    const existing = await this.find(key);
    if (existing) return { coin: existing.coin, address: existing.address, scope: existing.scope };
    const address = await addresses.newAddress(key);
    await this.deps.db
      .insertInto('cobo_addresses')
      .values({
        main_user_id: key.mainUserId,
        scope: key.scope,
        coin: key.coin,
        address,
        create_time: this.deps.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await this.find(key);
    if (!row) throw new Error('deposit address was not stored');
    return { coin: row.coin, address: row.address, scope: row.scope };
  }

  private find(key: { mainUserId: number; scope: number; coin: string }) {
    return this.deps.db
      .selectFrom('cobo_addresses')
      .selectAll()
      .where('main_user_id', '=', key.mainUserId)
      .where('scope', '=', key.scope)
      .where('coin', '=', key.coin)
      .executeTakeFirst();
  }

  /** The account's credited deposits, newest first. */
  async deposits(auth: AuthContext, body: z.infer<typeof coboDepositListBody>) {
    let query = this.deps.db
      .selectFrom('cobo_deposits as d')
      .leftJoin('orders as o', 'o.id', 'd.order_id')
      .where('d.main_user_id', '=', auth.mainUserId)
      .where('d.status', '=', 'credited');
    if (body.scope !== undefined) query = query.where('d.scope', '=', body.scope);
    const { rows, total } = await paginate(
      query,
      { pageNum: body.pageNum, pageSize: body.pageSize },
      (q) =>
        q
          .select([
            'd.id',
            'd.coin',
            'd.address',
            'd.scope',
            'd.txid',
            'd.vout_n',
            'd.coin_amount',
            'd.coin_decimals',
            'd.confirmed_num',
            'd.credited_amount',
            'd.create_time',
            'd.update_time',
            'o.sn',
          ])
          .orderBy('d.update_time', 'desc')
          .orderBy('d.id', 'desc'),
    );
    return {
      total,
      rows: rows.map((r) => ({
        coin: r.coin,
        address: r.address,
        scope: r.scope,
        txid: r.txid,
        voutN: r.vout_n,
        amount: formatMinor(BigInt(r.coin_amount), r.coin_decimals),
        confirmedNum: r.confirmed_num,
        currencyId: USD.currencyId,
        currencyCode: 'USD',
        creditedAmount: formatMinor(toBigInt(r.credited_amount ?? 0), USD.decimals),
        sn: r.sn ?? null,
        createTime: r.create_time,
        creditTime: r.update_time,
      })),
    };
  }

  /** Verifies and applies one webhook delivery. */
  async webhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<WebhookOutcome> {
    const timestamp = String(headers['biz-timestamp'] ?? '');
    const signature = String(headers['biz-resp-signature'] ?? '');
    // A stale or future timestamp is answered like a bad signature: the message is not authentic now.
    if (
      !this.deps.publicKey ||
      !isFreshCoboTimestamp(timestamp, this.deps.clock.now().getTime()) ||
      !verifyCoboSignature(this.deps.publicKey, rawBody, timestamp, signature)
    )
      return 'invalid_signature';
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return 'malformed';
    }
    const inner =
      typeof json === 'object' && json !== null && 'data' in json && typeof json.data === 'object'
        ? json.data
        : json;
    const parsed = coboDepositSchema.safeParse(inner);
    // Text with NUL matches no address and no column can hold it.
    if (!parsed.success || nulField(parsed.data) !== null) return 'malformed';
    const deposit = parsed.data;
    if (deposit.side && deposit.side.toLowerCase() !== 'deposit') return 'ignored';
    return this.deps.batcher.run((trx) => this.record(trx, deposit, rawBody));
  }

  private async record(
    trx: Transaction<Database>,
    deposit: CoboDeposit,
    rawBody: string,
  ): Promise<WebhookOutcome> {
    const now = this.deps.clock.now().toISOString();
    const owner = await trx
      .selectFrom('cobo_addresses')
      .selectAll()
      .where('address', '=', deposit.address)
      .executeTakeFirst();
    await trx
      .insertInto('cobo_deposits')
      .values({
        cobo_id: deposit.id,
        txid: deposit.txid,
        vout_n: deposit.vout_n,
        coin: deposit.coin,
        address: deposit.address,
        main_user_id: owner?.main_user_id ?? null,
        scope: owner?.scope ?? null,
        coin_amount: deposit.amount,
        coin_decimals: deposit.decimal,
        confirmed_num: deposit.confirmed_num,
        confirming_threshold: deposit.confirming_threshold,
        status: 'new',
        currency_id: null,
        credited_amount: null,
        order_id: null,
        create_time: now,
        update_time: now,
      })
      .onConflict((oc) => oc.columns(['txid', 'vout_n']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('cobo_deposits')
      .selectAll()
      .where('txid', '=', deposit.txid)
      .where('vout_n', '=', deposit.vout_n)
      .executeTakeFirstOrThrow();
    if (row.status === 'credited') return 'duplicate';
    const setStatus = (status: string, extra: Record<string, unknown> = {}) =>
      trx
        .updateTable('cobo_deposits')
        .set({
          status,
          confirmed_num: Math.max(row.confirmed_num, deposit.confirmed_num),
          confirming_threshold: deposit.confirming_threshold,
          update_time: now,
          ...extra,
        })
        .where('id', '=', row.id)
        .execute();

    if (!owner || owner.coin !== deposit.coin) {
      await setStatus('unknown_address');
      return 'unknown_address';
    }
    if (!isSupportedCoin(deposit.coin)) {
      await setStatus('unsupported_coin');
      return 'unsupported_coin';
    }
    if (deposit.confirmed_num < deposit.confirming_threshold) {
      await setStatus('confirming');
      return 'confirming';
    }
    const cents = usdCentsOf(deposit.amount, deposit.decimal);
    if (cents <= 0n) {
      await setStatus('too_small');
      return 'too_small';
    }
    // No real deposit comes near; left for an operator rather than overflowing a column.
    if (cents > MAX_MINOR) {
      await setStatus('too_large');
      return 'too_large';
    }
    const eventKey = `cobo:${deposit.txid}:${deposit.vout_n}`.slice(0, 160);
    const first = await trx
      .insertInto('channel_events')
      .values({
        event_key: eventKey,
        source: 'cobo',
        body: rawBody.slice(0, 4000),
        create_time: now,
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!first) return 'duplicate';
    const order = await this.creditOrder(trx, owner, deposit, cents, now);
    await setStatus('credited', {
      currency_id: USD.currencyId,
      credited_amount: cents.toString(),
      order_id: order.id,
    });
    return 'credited';
  }

  /** A top-up order for the deposit, taken through the ordinary top-up transitions to PASS. */
  private async creditOrder(
    trx: Transaction<Database>,
    owner: { main_user_id: number; scope: number },
    deposit: CoboDeposit,
    cents: bigint,
    now: string,
  ): Promise<OrderRow> {
    const sn = `CB${createHash('sha256')
      .update(`${deposit.txid}:${deposit.vout_n}`)
      .digest('hex')
      .slice(0, 30)}`;
    return this.deps.credit(trx, {
      sn,
      mainUserId: owner.main_user_id,
      scope: owner.scope,
      payType: COBO_PAY_TYPE,
      currencyId: USD.currencyId,
      amount: cents,
      details: {
        coin: deposit.coin,
        address: deposit.address,
        txid: deposit.txid,
        voutN: deposit.vout_n,
        coinAmount: deposit.amount,
        decimal: deposit.decimal,
      },
      thirdOrderNo: deposit.txid,
      now,
    });
  }
}
