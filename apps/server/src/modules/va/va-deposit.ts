import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { vaDepositBody } from '@pesa/contract';
import { MAX_MINOR, parseMajor } from '@pesa/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { nulField } from '../../security/input-faults.ts';
import type { Database, OrderTable } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import type { ExternalDeposit } from '../orders/orders.service.ts';
import type { VaRepository } from './va.repository.ts';

type OrderRow = Selectable<OrderTable>;
/** A bank transfer into a virtual account is a bank top-up (SPEC §3 pay type 503). */
const BANK_TOPUP = 503;
const REPLAY_WINDOW_S = 300;

/** What a VA credit needs of the orders module: the one way every external deposit is credited. */
export type CreditDeposit = (
  trx: Transaction<Database>,
  deposit: ExternalDeposit,
) => Promise<OrderRow>;

export type DepositOutcome =
  | 'invalid_signature'
  | 'malformed'
  | 'unknown_account'
  | 'currency_mismatch'
  | 'credited'
  | 'duplicate';

/**
 * Deposits to virtual accounts, as the bank notifies them: signed like the rail simulator's
 * callbacks (`x-sim-timestamp`, `x-sim-signature` = hex HMAC-SHA256 of `timestamp.body` with
 * CHANNEL_CALLBACK_SECRET, at most 5 minutes old). A deposit to a completed (Successful) VA is a
 * top-up order (kind -1, pay type 503) moved PAY_PENDING → PENDING → PASS, so the credit is the
 * ordinary `creditTopUp` ledger entry; the key `va:<eventId>` in channel_events, written in the
 * same transaction, makes a repeated notification change nothing.
 */
export class VaDeposits {
  constructor(
    private readonly deps: {
      repo: VaRepository;
      batcher: TransactionBatcher;
      credit: CreditDeposit;
      currencyByCode: (code: string) => Promise<{ currency_id: number; decimals: number } | null>;
      isLocalCurrency: (countryId: number, currencyId: number) => Promise<boolean>;
      secret: string;
      clock: Clock;
    },
  ) {}

  verify(headers: Record<string, string | string[] | undefined>, raw: string): boolean {
    const timestamp = String(headers['x-sim-timestamp'] ?? '');
    const given = Buffer.from(String(headers['x-sim-signature'] ?? ''));
    const expected = Buffer.from(
      createHmac('sha256', this.deps.secret).update(`${timestamp}.${raw}`).digest('hex'),
    );
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const age = Math.abs(this.deps.clock.now().getTime() / 1000 - Number(timestamp));
    return Number.isFinite(age) && age <= REPLAY_WINDOW_S;
  }

  async apply(
    headers: Record<string, string | string[] | undefined>,
    raw: string,
  ): Promise<DepositOutcome> {
    if (!this.verify(headers, raw)) return 'invalid_signature';
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return 'malformed';
    }
    const parsed = vaDepositBody.safeParse(json);
    // Text with NUL matches no account and no column can hold it.
    if (!parsed.success || nulField(parsed.data) !== null) return 'malformed';
    const deposit = parsed.data;
    const va = await this.deps.repo.byAccountId(deposit.accountId);
    if (!va || va.status !== 'Successful') return 'unknown_account';
    const currency = await this.deps.currencyByCode(deposit.currencyCode);
    if (!currency || currency.currency_id !== va.currency_id) return 'currency_mismatch';
    const amount = parseMajor(deposit.amount, currency.decimals);
    if (amount === null || amount <= 0n || amount > MAX_MINOR) return 'malformed';
    const scope = (await this.deps.isLocalCurrency(va.country_id, va.currency_id)) ? 0 : 1;
    const now = this.deps.clock.now().toISOString();
    return this.deps.batcher.run(async (trx) => {
      const first = await trx
        .insertInto('channel_events')
        .values({
          event_key: `va:${deposit.eventId}`,
          source: 'va',
          body: raw.slice(0, 4000),
          create_time: now,
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!first) return 'duplicate';
      await this.credit(trx, va, scope, amount, deposit, now);
      return 'credited';
    });
  }

  private async credit(
    trx: Transaction<Database>,
    va: { id: number; main_user_id: number; currency_id: number; account_id: string | null },
    scope: number,
    amount: bigint,
    deposit: z.infer<typeof vaDepositBody>,
    now: string,
  ) {
    const sn = `VA${createHash('sha256').update(deposit.eventId).digest('hex').slice(0, 30)}`;
    await this.deps.credit(trx, {
      sn,
      mainUserId: va.main_user_id,
      scope,
      payType: BANK_TOPUP,
      currencyId: va.currency_id,
      amount,
      details: {
        vaId: Number(va.id),
        accountId: va.account_id,
        payerName: deposit.payerName,
        reference: deposit.reference,
      },
      thirdOrderNo: deposit.eventId,
      now,
    });
  }
}
