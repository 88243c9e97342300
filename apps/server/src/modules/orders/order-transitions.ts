import {
  assertTransition,
  creditTopUp,
  holdForSend,
  isDomainError,
  isFinal,
  ORDER_KIND,
  OrderStatus,
  payWallet,
  releaseHold,
  sendLedgerEffect,
  settleSend,
  settleTransfer,
  settleWalletSend,
  toSandbox,
  topUpLedgerEffect,
  transferBetween,
  userAccountKey,
  type JournalEntry,
} from '@pesa/domain';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, OrderEventReason } from '@pesa/contract';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import type { StatementGate } from '../../db/statement-rider.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { onPostgres } from '../../db/on-postgres.ts';
import type { NewOrderRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import { orderRider, type FirstJob } from './order-with-event.ts';
import { isWalletSend } from './wallet-send.ts';

export interface Actor {
  type: 'user' | 'operator' | 'channel' | 'system';
  id: number;
}

// Order kinds live in packages/domain (orders/order-kind.ts); re-exported for this module's users.
export { ORDER_KIND };

/**
 * The account an order draws from or pays into: an API order names its own (`account_key`, a live
 * key); a customer's order uses the wallet of its scope.
 */
export function walletOf(
  order: Pick<NewOrderRow, 'main_user_id' | 'scope' | 'currency_id' | 'account_key'>,
): string {
  if (order.account_key) return order.account_key;
  return userAccountKey(
    order.main_user_id,
    order.scope === 1 ? 'cross_border' : 'domestic',
    order.currency_id,
  );
}

type SendFundsFields =
  | 'main_user_id'
  | 'scope'
  | 'currency_id'
  | 'account_key'
  | 'amount'
  | 'fee_amount'
  | 'tax_fee'
  | 'sn';

function sendFunds(order: Pick<NewOrderRow, SendFundsFields>) {
  return {
    wallet: walletOf(order),
    amount: toBigInt(order.amount),
    fee: toBigInt(order.fee_amount),
    taxFee: toBigInt(order.tax_fee),
    reference: order.sn,
  };
}

/**
 * The entry a new send opens with: its hold, or, for a wallet send that is final at once
 * (wallet-send.ts), the whole payment into the recipient's wallet.
 */
function openingEntry(order: NewOrderRow): JournalEntry {
  if (isWalletSend(order) && order.status === OrderStatus.PASS)
    return payWallet({ ...sendFunds(order), recipient: order.counter_account_key! });
  return holdForSend(sendFunds(order));
}

/**
 * Applies one status change and its ledger effect in the caller's transaction: the order row
 * moves only from the status it was read in (so a change is applied once), the transition is
 * checked against the domain table (-1019 otherwise), the journal entry is written, and the event
 * records who, when and why.
 */
/** Told, inside the transaction, of every API order that reaches a final status (webhooks). */
export type FinalStatusListener = (
  trx: Transaction<Database>,
  order: OrderRow,
  to: OrderStatus,
  now: string,
) => Promise<void>;

/**
 * Told, inside the transaction, of every status an order moves to or completes in (live status:
 * the browsers of its account hear of it once the transaction commits).
 */
export type StatusChangeListener = (
  trx: Transaction<Database>,
  order: Pick<OrderRow, 'main_user_id' | 'sn' | 'kind'>,
  to: number,
) => Promise<void>;

/** An order's entry as its book keeps it: a sandbox (test-mode API) order's in the sandbox book. */
const inItsBook = (order: Pick<NewOrderRow, 'api_mode'>, entry: JournalEntry) =>
  order.api_mode === 'test' ? toSandbox(entry) : entry;

/** The first event of every order: created, by whom, in the status it starts in. */
export function createdEvent(order: Pick<OrderRow, 'status'>, actor: Actor, now: string) {
  return {
    from_status: null,
    to_status: order.status,
    actor_type: actor.type,
    actor_id: actor.id,
    reason: OrderEventReason.CREATED,
    create_time: now,
  };
}

export class OrderTransitions {
  private readonly finalListeners: FinalStatusListener[] = [];
  private readonly changeListeners: StatusChangeListener[] = [];
  private readonly anyFinalListeners: FinalStatusListener[] = [];

  constructor(
    private readonly orders: OrdersRepository,
    private readonly ledger: LedgerService,
  ) {}

  /** Listens for API orders reaching PASS, REJECT or CANCEL, in the transaction that moves them. */
  onApiOrderFinal(listener: FinalStatusListener): void {
    this.finalListeners.push(listener);
  }

  /**
   * Listens for every order (customer's or API) reaching a final status, in the transaction that
   * moves it: the notification centre tells its person there, so the message exists iff the money moved.
   */
  onFinal(listener: FinalStatusListener): void {
    this.anyFinalListeners.push(listener);
  }

  private async tellFinal(
    trx: Transaction<Database>,
    order: OrderRow,
    to: OrderStatus,
    now: string,
  ) {
    for (const listener of this.anyFinalListeners) await listener(trx, order, to, now);
  }

  /** Listens for every order's status changes, in the transaction that makes them. */
  onStatusChange(listener: StatusChangeListener): void {
    this.changeListeners.push(listener);
  }

  private async changed(trx: Transaction<Database>, order: OrderRow, to: number): Promise<void> {
    for (const listener of this.changeListeners) await listener(trx, order, to);
  }

  async move(
    trx: Transaction<Database>,
    order: OrderRow,
    to: OrderStatus,
    actor: Actor,
    reason: string,
    now: string,
    changes: Partial<Omit<OrderRow, 'id'>> = {},
  ): Promise<void> {
    try {
      assertTransition(order.status as OrderStatus, to);
    } catch (error) {
      if (isDomainError(error, 'ORDER_STATUS')) throw new AppError(ErrorCode.ORDER_STATUS);
      throw error;
    }
    const moved = await this.orders.transition(trx, order.id, order.status, to, {
      ...changes,
      update_time: now,
    });
    if (!moved) throw new AppError(ErrorCode.ORDER_STATUS);
    await this.orders.insertEvent(trx, {
      order_id: order.id,
      from_status: order.status,
      to_status: to,
      actor_type: actor.type,
      actor_id: actor.id,
      reason,
      create_time: now,
    });
    await this.changed(trx, order, to);
    // The entry last: it locks the accounts, and another order of the same wallet waits for
    // that lock until the commit, so nothing else should run while it is held.
    const entry = this.ledgerEffect(order, to);
    if (entry) await this.post(trx, order, entry, actor, now);
    if (isFinal(to)) {
      const moved = { ...order, ...changes, status: to, update_time: now };
      if (order.api_mode)
        for (const listener of this.finalListeners) await listener(trx, moved, to, now);
      await this.tellFinal(trx, moved, to, now);
    }
  }

  /** Writes an order's entry; a sandbox order's goes to the sandbox book. */
  async post(
    trx: Transaction<Database>,
    order: Pick<OrderRow, 'api_mode'>,
    entry: JournalEntry,
    actor: Actor,
    now: string,
  ): Promise<void> {
    await this.ledger.apply(trx, inItsBook(order, entry), actor.id, now);
  }

  /**
   * A new send: the order, its first event, its payout job (if it starts one) and its hold (a
   * wallet send that is final at once: its payment); returns the order's id. On PostgreSQL one
   * statement writes them all, the order riding on the hold's entry (ledger/postgres-entry.ts),
   * so a send costs one round trip in its wallet's batch and locks the wallet from that statement
   * to the commit.
   */
  async openSend(
    trx: Transaction<Database>,
    row: NewOrderRow,
    actor: Actor,
    now: string,
    job?: FirstJob,
    /** What the hold's statement confirms first (a send on a kept sign-in: plugins/kept-auth.ts). */
    gate?: StatementGate,
  ): Promise<number> {
    if (row.kind !== ORDER_KIND.PAYMENT) throw new Error('only a send opens with its hold');
    const event = createdEvent(row, actor, now);
    let id: number;
    if (!onPostgres(trx)) {
      if (gate) throw new Error('a kept sign-in is confirmed only on PostgreSQL');
      id = await this.orders.insertWithFirstEvent(trx, row, event, job);
      await this.open(trx, { ...row, id } as OrderRow, actor, now, true);
    } else {
      const hold = inItsBook(row, openingEntry(row));
      const rider = { ...orderRider(row, event, job), gate };
      id = Number(await this.ledger.applyWithRider(trx, hold, actor.id, now, rider));
    }
    // A wallet send is paid as it is written (wallet-send.ts).
    if (isFinal(row.status as OrderStatus))
      await this.tellFinal(trx, { ...row, id } as OrderRow, row.status as OrderStatus, now);
    return id;
  }

  /** Whether `openSendAlone` can open this send: on PostgreSQL, one that is not final at once. */
  opensAlone(db: Kysely<Database>, row: NewOrderRow): boolean {
    return onPostgres(db) && row.kind === ORDER_KIND.PAYMENT && !isFinal(row.status as OrderStatus);
  }

  /**
   * PostgreSQL, outside any transaction: `openSend`'s one statement, which then commits by
   * itself (a send alone in its wallet's batch, db/transaction-batcher.ts), or writes nothing
   * (ledger.service.ts `applyWithRider`). Only for a send that `opensAlone`: a final one has more to
   * write.
   */
  async openSendAlone(
    db: Kysely<Database>,
    row: NewOrderRow,
    actor: Actor,
    now: string,
    job?: FirstJob,
    gate?: StatementGate,
  ): Promise<number> {
    if (!this.opensAlone(db, row)) throw new Error('this send does not open in one statement');
    const rider = { ...orderRider(row, createdEvent(row, actor, now), job), gate };
    const hold = inItsBook(row, openingEntry(row));
    return Number(await this.ledger.applyWithRider(db, hold, actor.id, now, rider, true));
  }

  /** The first event of a new order (a caller may have written it with the order), and a send's hold. */
  async open(
    trx: Transaction<Database>,
    order: OrderRow,
    actor: Actor,
    now: string,
    firstEventWritten = false,
  ): Promise<void> {
    if (!firstEventWritten)
      await this.orders.insertEvent(trx, {
        ...createdEvent(order, actor, now),
        order_id: order.id,
      });
    // The hold last, as in move(): the wallet stays locked only from here to the commit.
    if (order.kind === ORDER_KIND.PAYMENT)
      await this.post(trx, order, openingEntry(order), actor, now);
  }

  /**
   * An order that is final the moment it exists: an API transfer between a merchant's own accounts
   * (kind 0 with its destination), or money that has already arrived (kind -1, a Paybill payment
   * to a merchant). Its entry, its first event and the final-status listeners, in one go, so it
   * tells a merchant's webhooks the same as an order that got there step by step.
   */
  async completeImmediately(
    trx: Transaction<Database>,
    order: OrderRow,
    actor: Actor,
    now: string,
  ): Promise<void> {
    if (order.status !== OrderStatus.PASS) throw new Error('only a PASS order completes at once');
    let entry: JournalEntry;
    if (order.kind === ORDER_KIND.PAYMENT && order.counter_account_key)
      entry = transferBetween({
        from: walletOf(order),
        to: order.counter_account_key,
        amount: toBigInt(order.pay_amount),
        reference: order.sn,
      });
    else if (order.kind === ORDER_KIND.RECHARGE)
      entry = creditTopUp({
        wallet: walletOf(order),
        channel: order.pay_type,
        amount: toBigInt(order.amount),
        fee: toBigInt(order.fee_amount),
        reference: order.sn,
      });
    else throw new Error('a payment completes at once only as a transfer');
    await this.changed(trx, order, order.status);
    await this.post(trx, order, entry, actor, now);
    await this.orders.insertEvent(trx, {
      order_id: order.id,
      from_status: null,
      to_status: order.status,
      actor_type: actor.type,
      actor_id: actor.id,
      reason: OrderEventReason.CREATED,
      create_time: now,
    });
    if (order.api_mode)
      for (const listener of this.finalListeners) await listener(trx, order, OrderStatus.PASS, now);
    await this.tellFinal(trx, order, OrderStatus.PASS, now);
  }

  /** The journal entry a transition needs, as the domain's effect tables say. */
  private ledgerEffect(order: OrderRow, to: OrderStatus) {
    const from = order.status as OrderStatus;
    if (order.kind === ORDER_KIND.PAYMENT) {
      const effect = sendLedgerEffect(from, to);
      // An approved wallet send pays the recipient, the fee and the tax from its hold.
      if (effect === 'settle' && isWalletSend(order))
        return settleWalletSend({ ...sendFunds(order), recipient: order.counter_account_key! });
      // A held transfer settles into its destination account instead of out through a rail.
      if (effect === 'settle' && order.counter_account_key)
        return settleTransfer({
          from: walletOf(order),
          to: order.counter_account_key,
          amount: toBigInt(order.pay_amount),
          reference: order.sn,
        });
      if (effect === 'settle') return settleSend({ ...sendFunds(order), channel: order.pay_type });
      if (effect === 'release') return releaseHold(sendFunds(order));
      if (effect === 'hold') return holdForSend(sendFunds(order));
      return null;
    }
    if (topUpLedgerEffect(from, to) !== 'credit') return null;
    return creditTopUp({
      wallet: walletOf(order),
      channel: order.pay_type,
      amount: toBigInt(order.amount),
      fee: toBigInt(order.fee_amount),
      reference: order.sn,
    });
  }
}
