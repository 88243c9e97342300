import { OrderEventReason } from '@pesa/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ORDER_KIND, type OrderTransitions } from './order-transitions.ts';
import type { OrderRow, NewOrderRow, OrdersRepository } from './orders.repository.ts';

export interface TopUpOrderInput {
  sn: string;
  mainUserId: number;
  userId: number;
  scope: number;
  payType: number;
  currencyId: number;
  /** Minor units that arrive; top-ups carry no fee. */
  amount: bigint;
  status: number;
  details: Record<string, unknown>;
  thirdOrderNo: string | null;
  now: string;
}

/** The row of a top-up order (kind -1), shared by every way money comes in. */
export function topUpOrderRow(input: TopUpOrderInput): NewOrderRow {
  const amount = input.amount.toString();
  return {
    sn: input.sn,
    main_user_id: input.mainUserId,
    user_id: input.userId,
    kind: ORDER_KIND.RECHARGE,
    scope: input.scope,
    pay_type: input.payType,
    currency_id: input.currencyId,
    amount,
    fee_amount: '0',
    tax_fee: '0',
    pay_amount: amount,
    rate: '1',
    to_currency_id: input.currencyId,
    to_amount: amount,
    received_amount: amount,
    status: input.status,
    payee_id: null,
    payee_snapshot: null,
    details: JSON.stringify(input.details),
    third_order_no: input.thirdOrderNo?.slice(0, 80) ?? null,
    fail_reason: null,
    create_time: input.now,
    update_time: input.now,
    payout_time: null,
    audit_time: null,
  };
}

export type ExternalDeposit = Omit<TopUpOrderInput, 'status' | 'userId'>;

/**
 * Money that has already arrived from outside (a crypto deposit, a bank transfer to a virtual
 * account): a top-up order taken at once through PENDING to PASS in the caller's transaction,
 * so the credit is the ordinary top-up ledger entry with its order and status history.
 */
export async function creditExternalDeposit(
  trx: Transaction<Database>,
  deps: { repo: OrdersRepository; transitions: OrderTransitions },
  deposit: ExternalDeposit,
): Promise<OrderRow> {
  const row = topUpOrderRow({ ...deposit, userId: deposit.mainUserId, status: -1 });
  const order = { ...row, id: await deps.repo.insert(trx, row) } as OrderRow;
  const actor = { type: 'channel' as const, id: 0 };
  await deps.transitions.open(trx, order, actor, deposit.now);
  await deps.transitions.move(trx, order, 0, actor, OrderEventReason.DEPOSIT_RECEIVED, deposit.now);
  await deps.transitions.move(
    trx,
    { ...order, status: 0 },
    1,
    actor,
    OrderEventReason.DEPOSIT_CREDITED,
    deposit.now,
    {
      payout_time: deposit.now,
    },
  );
  return order;
}
