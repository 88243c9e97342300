import type { z } from 'zod';
import { ErrorCode, type apiRechargeBody } from '@pesa/contract';
import { ApiAccountType, apiAccountKey, formatMinor } from '@pesa/domain';
import type { Clock } from '../../../clock.ts';
import type { Lang } from '../../../i18n/language.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import {
  collectionPointMissing,
  isUniqueViolation,
  requireOwnedFiles,
  topUpInstructions,
  topUpOrderRow,
  type CollectionPoints,
  type FileOwnership,
  type OrderRow,
  type OrderTransitions,
  type OrdersService,
} from '../../orders/orders.service.ts';
import type { ReferenceService } from '../../reference/reference.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import { apiOrderRow } from '../orders/api-order-view.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';

const MANUAL_PENDING = -2;
/** Bank transfer and offline proof, the two ways a suspense top-up is paid (SPEC §3). */
const RECHARGE_PAY_TYPES = [503, 200] as const;

/**
 * Top-ups of the Suspense account (live only: the sandbox has its own top-up). The merchant pays
 * the published collection account outside, then sends the proof; the order waits in
 * MANUAL_PENDING and moves no money until an operator approves it through /ops/order/approve,
 * whose top-up path (-2 → 0 → 1) credits the order's account, the Suspense account.
 */
export class SuspenseRechargeService {
  constructor(
    private readonly deps: {
      repo: ApiOrdersRepository;
      transitions: OrderTransitions;
      orders: OrdersService;
      batcher: TransactionBatcher;
      files: FileOwnership;
      reference: ReferenceService;
      users: UsersService;
      oplog: OplogService;
      clock: Clock;
    },
  ) {}

  async create(auth: AuthContext, ip: string, body: z.infer<typeof apiRechargeBody>, lang: Lang) {
    const { pricing } = this.deps.orders;
    const currency = await pricing.currency(body.currencyId);
    const amount = pricing.amountIn(body.amount, currency.decimals);
    const points = await this.points(auth.mainUserId, body.currencyId, lang);
    const scope = await this.offeredScope(auth.mainUserId, body.payType, body.currencyId, points);
    await pricing.requireMinimum(
      { scope, payType: body.payType, currencyId: body.currencyId },
      amount,
    );
    await requireOwnedFiles(this.deps.files, auth.mainUserId, body, ['proofFile']);
    const now = this.deps.clock.now().toISOString();
    const row = {
      ...topUpOrderRow({
        sn: body.sn,
        mainUserId: auth.mainUserId,
        userId: auth.user.user_id,
        scope,
        payType: body.payType,
        currencyId: body.currencyId,
        amount,
        status: MANUAL_PENDING,
        details: { proofFile: body.proofFile, remark: body.remark },
        thirdOrderNo: null,
        now,
      }),
      api_mode: 'live',
      api_kind: 'recharge',
      account_key: apiAccountKey(auth.mainUserId, ApiAccountType.SUSPENSE, body.currencyId),
    };
    const order = await this.deps.batcher
      .run(async (trx) => {
        const order = { ...row, id: await this.deps.repo.insert(trx, row) } as OrderRow;
        await this.deps.transitions.open(trx, order, { type: 'user', id: auth.user.user_id }, now);
        return order;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.REPEATED_REQUEST);
        throw error;
      });
    await this.deps.oplog.record(
      { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip },
      'apiRecharge',
      { sn: order.sn, amount: formatMinor(amount, currency.decimals), currency: currency.code },
    );
    const accountNo = await this.accountNo(auth.mainUserId);
    return {
      ...apiOrderRow(order, await this.deps.reference.currencyMap()),
      instructions: topUpInstructions(order, accountNo, points),
    };
  }

  /**
   * Where to pay before the order exists: the same published details a customer's bank or
   * offline top-up shows, for each way offered in the currency, with the merchant's account
   * number as the payment reference (the order number is only known once the proof is sent).
   */
  async instructions(auth: AuthContext, currencyId: number, lang: Lang) {
    const currency = await this.deps.orders.pricing.currency(currencyId);
    const accountNo = await this.accountNo(auth.mainUserId);
    const offered = await this.offered(auth.mainUserId, currencyId);
    const points = await this.points(auth.mainUserId, currencyId, lang);
    return {
      currencyId,
      currencyCode: currency.code,
      reference: accountNo,
      methods: RECHARGE_PAY_TYPES.filter(
        (payType) =>
          offered.some((c) => c.payType === payType) && !collectionPointMissing(payType, points),
      ).map((payType) => ({
        payType,
        ...topUpInstructions({ sn: accountNo, pay_type: payType }, accountNo, points),
      })),
    };
  }

  /** Our collection accounts in the merchant's country and this currency. */
  private async points(mainUserId: number, currencyId: number, lang: Lang) {
    const main = await this.deps.users.findById(mainUserId);
    return this.deps.reference.collectionPoints(main?.country_id ?? 0, currencyId, lang);
  }

  /** The collection channels of the merchant's country in this currency. */
  private async offered(mainUserId: number, currencyId: number) {
    const main = await this.deps.users.findById(mainUserId);
    const channels = await this.deps.reference.channels({ countryId: main?.country_id }, 'en');
    return channels.filter((c) => c.direction === 'collection' && c.currencyId === currencyId);
  }

  /**
   * The scope in which the country offers this way of paying in this currency, with an account to
   * pay into; -1008 if none.
   */
  private async offeredScope(
    mainUserId: number,
    payType: number,
    currencyId: number,
    points: CollectionPoints,
  ) {
    const channel = (await this.offered(mainUserId, currencyId)).find((c) => c.payType === payType);
    if (!channel || collectionPointMissing(payType, points))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        messageKey: 'payTypeNotOffered',
        fields: [{ field: 'payType', key: 'invalid' }],
      });
    return channel.scope;
  }

  private async accountNo(mainUserId: number): Promise<string> {
    return (await this.deps.users.findById(mainUserId))?.account_no ?? '';
  }
}
