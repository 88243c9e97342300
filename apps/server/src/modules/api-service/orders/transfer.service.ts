import {
  ErrorCode,
  type apiTransferBody,
  type ApiOrderRow,
  type openTransferBody,
} from '@pesa/contract';
import {
  apiAccountKey,
  DOMESTIC_WALLET_TARGET,
  isApiAccountType,
  isC2bAccountType,
  transferAllowed,
  userAccountKey,
} from '@pesa/domain';
import type { z } from 'zod';
import type { UserRow } from '../../../db/schema.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { isUniqueViolation, ORDER_KIND, type NewOrderRow } from '../../orders/orders.service.ts';
import {
  actorOf,
  amountOf,
  requireChannelCurrency,
  viewOf,
  type ApiMoneyDeps,
} from './api-money.ts';
import { apiOrderRow as apiOrderListRow } from './api-order-view.ts';
import { apiOrderRow, newApiSn, type ApiCaller } from './api-order-request.ts';

interface TransferRequest {
  fromAccountType: number;
  toAccountType: number;
  currencyId: number;
  amount: string;
  remark: string;
}

/**
 * Moves money between a merchant's own API accounts (domain `transferAllowed`, else -1109): at
 * once, as one PASS order and one `transferBetween` entry (OrderTransitions.completeImmediately,
 * which also tells the webhooks). Transfers are free. The web may also send Suspense money to the
 * merchant's domestic wallet: that leaves the API's books, so it is held (MANUAL_PENDING, the
 * money in api_hold) until an operator approves it with /ops/order/approve, and asks for the
 * transaction password first.
 */
export class ApiTransferService {
  constructor(
    private readonly deps: ApiMoneyDeps & {
      merchants: { approved(mainUserId: number): Promise<boolean> };
      fundPassword: { verify(user: UserRow, password: string): Promise<void> };
    },
  ) {}

  /** POST /open/v1/transfer: idempotent by merchantOrderNo like every signed money call. */
  async open(caller: ApiCaller, body: z.infer<typeof openTransferBody>) {
    const row = await this.immediateRow(caller, body, newApiSn(this.deps.clock.now()));
    const order = await this.deps.placer.place(caller, 'transfer', body, row, (trx, o) =>
      this.deps.transitions.completeImmediately(trx, o, actorOf(caller), o.create_time),
    );
    return viewOf(this.deps, order);
  }

  /**
   * POST /api/user/userApi/transfer: the web's transfer, by the main account or a member with
   * HomeApiSuspenseTransfer (checked by the route). Its `sn` is the idempotency key: the same
   * number again is -1059, as for every money call of the web.
   */
  async web(
    auth: { user: UserRow; mainUserId: number },
    body: z.infer<typeof apiTransferBody>,
  ): Promise<ApiOrderRow> {
    if (!(await this.deps.merchants.approved(auth.mainUserId)))
      throw new AppError(ErrorCode.API_ACCESS_NOT_APPROVED);
    const caller: ApiCaller = {
      userId: auth.mainUserId,
      mode: body.mode,
      actorId: auth.user.user_id,
    };
    const actor = actorOf(caller);
    const toWallet = body.toAccountType === DOMESTIC_WALLET_TARGET;
    let row: NewOrderRow;
    if (toWallet) {
      row = await this.walletRow(caller, body);
      if (body.fundPassword === undefined || body.fundPassword === '')
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [{ field: 'fundPassword', key: 'required' }],
        });
      await this.deps.fundPassword.verify(auth.user, body.fundPassword);
    } else row = await this.immediateRow(caller, body, body.sn);
    const order = await this.deps.placer
      .insert(row, (trx, o) =>
        toWallet
          ? this.deps.transitions.open(trx, o, actor, o.create_time)
          : this.deps.transitions.completeImmediately(trx, o, actor, o.create_time),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.REPEATED_REQUEST);
        throw error;
      });
    return apiOrderListRow(order, await this.deps.currencies());
  }

  /** A transfer between two API accounts, PASS from the start. */
  private async immediateRow(caller: ApiCaller, body: TransferRequest, sn: string) {
    if (
      !transferAllowed(body.fromAccountType, body.toAccountType) ||
      !isApiAccountType(body.toAccountType)
    )
      throw new AppError(ErrorCode.API_TRANSFER_NOT_ALLOWED);
    return this.row(
      caller,
      body,
      sn,
      1,
      apiAccountKey(caller.userId, body.toAccountType, body.currencyId),
    );
  }

  /** Suspense to the domestic wallet: live money only, held for an operator. */
  private async walletRow(caller: ApiCaller, body: z.infer<typeof apiTransferBody>) {
    if (!transferAllowed(body.fromAccountType, body.toAccountType) || caller.mode !== 'live')
      throw new AppError(ErrorCode.API_TRANSFER_NOT_ALLOWED);
    const wallet = userAccountKey(caller.userId, 'domestic', body.currencyId);
    return this.row(caller, body, body.sn, -2, wallet);
  }

  private async row(
    caller: ApiCaller,
    body: TransferRequest,
    sn: string,
    status: number,
    counterAccountKey: string,
  ): Promise<NewOrderRow> {
    // A C2B account exists only in its channel's currency.
    if (isC2bAccountType(body.fromAccountType))
      requireChannelCurrency(body.fromAccountType, body.currencyId);
    const amount = await amountOf(this.deps.pricing, body.currencyId, body.amount);
    const at = this.deps.clock.now().toISOString();
    return apiOrderRow(
      caller,
      {
        sn,
        kind: ORDER_KIND.PAYMENT,
        // Money moves inside our books; 0 is SPEC §3's "wallet balance" method.
        pay_type: 0,
        currency_id: body.currencyId,
        amount,
        status,
        api_kind: 'transfer',
        account_key: apiAccountKey(caller.userId, body.fromAccountType, body.currencyId),
        counter_account_key: counterAccountKey,
        details: JSON.stringify({ remark: body.remark }),
        ...(status === 1 && { payout_time: at }),
      },
      at,
    );
  }
}
