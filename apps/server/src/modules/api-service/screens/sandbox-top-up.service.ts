import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { ErrorCode, OrderEventReason, type apiSandboxTopUpBody } from '@pesa/contract';
import {
  apiAccountKey,
  formatMinor,
  formatMoneyText,
  isC2bAccountType,
  OrderStatus,
} from '@pesa/domain';
import type { Clock } from '../../../clock.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import {
  topUpOrderRow,
  type OrderRow,
  type OrderTransitions,
  type OrdersService,
} from '../../orders/orders.service.ts';
import type { ReferenceService } from '../../reference/reference.service.ts';
import { apiOrderRow } from '../orders/api-order-view.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';

/** The largest sandbox top-up, in major units of any currency (docs/api-service.md). */
export const SANDBOX_TOP_UP_MAX_MAJOR = 1_000_000n;
/** Play money arrives as a bank top-up would, from the sandbox twin of its settlement account. */
const BANK_TOP_UP = 503;

/**
 * Play money for the sandbox (test keys): credited at once to a sandbox API account. It is an
 * ordinary top-up order in test mode, taken through PENDING to PASS in one transaction, so the
 * entry is the live top-up entry moved to the sandbox book (`test:channel:503:settlement` to the
 * account's `test:` twin) and the order shows in the test-mode lists. Live money never moves.
 */
export class SandboxTopUpService {
  constructor(
    private readonly deps: {
      repo: ApiOrdersRepository;
      transitions: OrderTransitions;
      orders: OrdersService;
      batcher: TransactionBatcher;
      reference: ReferenceService;
      oplog: OplogService;
      clock: Clock;
    },
  ) {}

  async topUp(auth: AuthContext, ip: string, body: z.infer<typeof apiSandboxTopUpBody>) {
    const { pricing } = this.deps.orders;
    const currency = await pricing.currency(body.currencyId);
    const amount = pricing.amountIn(body.amount, currency.decimals);
    const max = SANDBOX_TOP_UP_MAX_MAJOR * 10n ** BigInt(currency.decimals);
    if (amount > max)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [
          {
            field: 'amount',
            key: 'sandboxTopUpMax',
            params: { max: formatMoneyText(max, currency.decimals, currency.code) },
          },
        ],
      });
    await this.requireChannelCurrency(body.accountType, body.currencyId);
    const now = this.deps.clock.now().toISOString();
    const row = {
      ...topUpOrderRow({
        sn: `SBX${randomBytes(9).toString('hex')}`,
        mainUserId: auth.mainUserId,
        userId: auth.user.user_id,
        scope: 0,
        payType: BANK_TOP_UP,
        currencyId: body.currencyId,
        amount,
        status: OrderStatus.PAY_PENDING,
        details: { remark: 'sandbox top-up' },
        thirdOrderNo: null,
        now,
      }),
      api_mode: 'test',
      api_kind: 'recharge',
      account_key: apiAccountKey(auth.mainUserId, body.accountType, body.currencyId),
    };
    const actor = { type: 'user' as const, id: auth.user.user_id };
    const order = await this.deps.batcher.run(async (trx) => {
      const { transitions } = this.deps;
      const order = { ...row, id: await this.deps.repo.insert(trx, row) } as OrderRow;
      await transitions.open(trx, order, actor, now);
      await transitions.move(
        trx,
        order,
        OrderStatus.PENDING,
        actor,
        OrderEventReason.DEPOSIT_RECEIVED,
        now,
      );
      await transitions.move(
        trx,
        { ...order, status: OrderStatus.PENDING },
        OrderStatus.PASS,
        actor,
        OrderEventReason.DEPOSIT_CREDITED,
        now,
        { payout_time: now },
      );
      return { ...order, status: OrderStatus.PASS, payout_time: now };
    });
    await this.deps.oplog.record(
      { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip },
      'apiSandboxTopUp',
      {
        accountType: body.accountType,
        amount: formatMinor(amount, currency.decimals),
        currency: currency.code,
      },
    );
    return apiOrderRow(order, await this.deps.reference.currencyMap());
  }

  /** A C2B account belongs to a channel, which collects in its own currency only. */
  private async requireChannelCurrency(accountType: number, currencyId: number) {
    if (!isC2bAccountType(accountType)) return;
    // The sandbox's accounts exist whatever rails are live (its rail is the simulator).
    const channels = await this.deps.reference.catalogueChannels({}, 'en');
    if (!channels.some((c) => c.payType === accountType && c.currencyId === currencyId))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'currencyId', key: 'currencyMismatch' }],
      });
  }
}
