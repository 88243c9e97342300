import {
  ErrorCode,
  KYC_URL,
  OrderEventReason,
  type AgentCashInCreateBody,
  type AgentCashInLookupBody,
} from '@pesa/contract';
import {
  cashIn,
  cashInRefusal,
  formatMoneyText,
  maskPersonName,
  normaliseMobile,
  ORDER_KIND,
  parseMajor,
  userAccountKey,
} from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { FundPasswordService } from '../fund-password/fund-password.service.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service.ts';
import type { OrderPricing } from './order-pricing.ts';
import type { NewOrderRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import { originalOrder } from './repeated-order-number.ts';
import {
  displayNameOf,
  type CashInParty,
  type CashInRepository,
  type CustomerKey,
} from './cash-in.repository.ts';

/** What an order of kind 2 keeps about its two parties, as they were when the cash came in. */
export interface CashInDetails {
  agentName: string;
  agentAccountNo: string;
  customerName: string | null;
  customerAccountNo: string;
}

type AllowanceData = { window?: string; limitUsd?: string; remainingUsd?: string } | undefined;

/** "******4821": enough for the agent to read back, not the whole number of a looked-up phone. */
export const maskAccountNo = (accountNo: string) => `******${accountNo.slice(-4)}`;

/**
 * An agent's cash-in (docs/money.md "Agent cash-in"): the customer hands cash over the counter,
 * the agent credits the same amount from its float (its own domestic wallet) to the customer's
 * domestic wallet. One order of kind 2, owned by the agent and naming the customer's wallet,
 * final (PASS) the moment it exists, written with its balanced ledger entry and its first event in
 * one transaction. The order number is the idempotency key (-1059 on a repeat), the agent's
 * wallet cannot go negative however many cash-ins race (-1013), and the transaction password is
 * checked like every other money call.
 */
export class CashInService {
  constructor(
    private readonly deps: {
      cashIns: CashInRepository;
      repo: OrdersRepository;
      ledger: LedgerService;
      pricing: OrderPricing;
      fundPassword: FundPasswordService;
      batcher: TransactionBatcher;
      clock: Clock;
      /** Live status: the account's browsers refetch their balances after the commit. */
      balanceMoved?: (trx: Transaction<Database>, mainUserId: number) => Promise<void>;
      /** The rolling limits of unverified accounts, here the customer's (docs/money.md). */
      allowance?: {
        requireWithin(
          trx: Transaction<Database>,
          order: { id: number; mainUserId: number; currencyId: number; amount: bigint },
        ): Promise<void>;
      };
    },
  ) {}

  /** The customer's masked name and account number, for the agent to confirm before paying. */
  async lookup(auth: AuthContext, body: AgentCashInLookupBody) {
    const { customer } = await this.parties(auth, body);
    const name = displayNameOf(customer);
    return {
      accountNo: maskAccountNo(customer.account_no),
      name: name && maskPersonName(name),
      countryId: customer.country_id,
    };
  }

  async create(auth: AuthContext, body: AgentCashInCreateBody): Promise<OrderRow> {
    const { agent, customer } = await this.parties(auth, body);
    const currency = await this.deps.pricing.currency(body.currencyId);
    // Cash over the counter is the country's own money: a float in another currency is FX.
    if (
      (await this.deps.cashIns.nationalCurrency(agent.country_id))?.currency_id !==
      currency.currency_id
    )
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'currencyId', key: 'cashInCurrency' }],
      });
    const amount = this.deps.pricing.amountIn(body.amount, currency.decimals);
    await this.deps.fundPassword.verify(auth.user, body.fundPassword);
    const now = this.deps.clock.now().toISOString();
    const customerName = displayNameOf(customer);
    const details: CashInDetails = {
      agentName: displayNameOf(agent) ?? agent.account_no,
      agentAccountNo: agent.account_no,
      customerName: customerName && maskPersonName(customerName),
      customerAccountNo: customer.account_no,
    };
    const row = this.orderRow(
      auth,
      body.sn,
      customer.user_id,
      currency.currency_id,
      amount,
      details,
      now,
    );
    return this.deps.batcher
      .run(async (trx) => {
        const id = await this.deps.repo.insert(trx, row);
        await this.customerAllowance(trx, {
          id,
          mainUserId: customer.user_id,
          currencyId: currency.currency_id,
          amount,
        });
        const entry = cashIn({
          agentUserId: auth.mainUserId,
          customerUserId: customer.user_id,
          currencyId: currency.currency_id,
          amount,
          reference: body.sn,
        });
        await this.deps.ledger.apply(trx, entry, auth.user.user_id, now);
        // The agent's screen has the reply; the customer's browsers hear of their new balance.
        await this.deps.balanceMoved?.(trx, customer.user_id);
        await this.deps.repo.insertEvent(trx, {
          order_id: id,
          from_status: null,
          to_status: row.status,
          actor_type: 'user',
          actor_id: auth.user.user_id,
          reason: OrderEventReason.CREATED,
          create_time: now,
        });
        return { ...row, id } as OrderRow;
      })
      .catch(async (error: unknown) => {
        if (isUniqueViolation(error))
          return originalOrder(this.deps, auth, body.sn, ORDER_KIND.CASH_IN);
        if (error instanceof InsufficientFundsError)
          throw new AppError(ErrorCode.INSUFFICIENT_DOMESTIC);
        throw error;
      });
  }

  /**
   * The agent (the caller's main account) and the customer, or the reason there is no cash-in:
   * not an agent or not yet verified (1000), no such customer (-1009), itself (-1010), a customer
   * of another country (-1008).
   */
  private async parties(
    auth: AuthContext,
    body: AgentCashInLookupBody,
  ): Promise<{ agent: CashInParty; customer: CashInParty }> {
    const agent = (await this.deps.cashIns.findById(auth.mainUserId))!;
    const agentFacts = {
      userId: agent.user_id,
      parentId: agent.parent_id,
      userType: agent.user_type,
      auditStatus: agent.audit_status,
    };
    const before = cashInRefusal({ agent: agentFacts, customer: { userId: 0, parentId: 0 } });
    if (before === 'notAgent')
      throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'cashInAgentsOnly' });
    if (before === 'agentUnverified')
      throw new AppError(ErrorCode.NO_PERMISSION, {
        messageKey: 'agentKybRequired',
        data: { kycUrl: KYC_URL },
      });
    const customer = await this.deps.cashIns.findCustomer(this.customerKey(body));
    // A suspended or disabled account takes no money; to the agent it is simply not there.
    if (!customer || customer.suspended_at || customer.status !== 0)
      throw new AppError(ErrorCode.USER_NOT_FOUND);
    const refusal = cashInRefusal({
      agent: agentFacts,
      customer: { userId: customer.user_id, parentId: customer.parent_id },
    });
    if (refusal === 'selfCashIn') throw new AppError(ErrorCode.CANNOT_BE_SELF);
    // A team member's number is not a wallet: money is held by main accounts.
    if (refusal === 'notMainAccount') throw new AppError(ErrorCode.USER_NOT_FOUND);
    if (customer.country_id !== agent.country_id)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [
          {
            field: 'accountNo' in body && body.accountNo ? 'accountNo' : 'phone',
            key: 'cashInOtherCountry',
          },
        ],
      });
    return { agent, customer };
  }

  /**
   * A deposit into an unverified customer's wallet uses up that customer's allowance like a
   * top-up. Its refusal is the customer's limit, so the agent is told so (1000
   * `cashInCustomerLimit`), without the agent's own KYC link.
   */
  private async customerAllowance(
    trx: Transaction<Database>,
    order: { id: number; mainUserId: number; currencyId: number; amount: bigint },
  ) {
    try {
      await this.deps.allowance?.requireWithin(trx, order);
    } catch (error) {
      const data = error instanceof AppError ? (error.options.data as AllowanceData) : undefined;
      if (error instanceof AppError && error.code === ErrorCode.NO_PERMISSION && data?.limitUsd)
        throw new AppError(ErrorCode.NO_PERMISSION, {
          messageKey: 'cashInCustomerLimit',
          params: { limit: usdText(data.limitUsd), remaining: usdText(data.remainingUsd ?? '0') },
          data: { window: data.window, limitUsd: data.limitUsd, remainingUsd: data.remainingUsd },
        });
      throw error;
    }
  }

  private customerKey(body: AgentCashInLookupBody): CustomerKey {
    if (body.accountNo) return { accountNo: body.accountNo };
    const phone = normaliseMobile(body.countryId!, body.phone!);
    if (!phone)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'phone', key: 'phoneRule' }],
      });
    return { phone };
  }

  /**
   * Drawn from the agent's domestic wallet (scope 0, method 0 "Domestic Asset") and paid into the
   * customer's (`counter_account_key`); free, and final at once.
   */
  private orderRow(
    auth: AuthContext,
    sn: string,
    customerUserId: number,
    currencyId: number,
    amount: bigint,
    details: CashInDetails,
    now: string,
  ): NewOrderRow {
    return {
      sn,
      main_user_id: auth.mainUserId,
      user_id: auth.user.user_id,
      kind: ORDER_KIND.CASH_IN,
      scope: 0,
      pay_type: 0,
      currency_id: currencyId,
      amount: amount.toString(),
      fee_amount: '0',
      tax_fee: '0',
      pay_amount: amount.toString(),
      rate: '1',
      to_currency_id: currencyId,
      to_amount: amount.toString(),
      received_amount: amount.toString(),
      status: 1,
      payee_id: null,
      payee_snapshot: null,
      details: JSON.stringify(details),
      third_order_no: null,
      fail_reason: null,
      create_time: now,
      update_time: now,
      payout_time: now,
      audit_time: null,
      counter_account_key: userAccountKey(customerUserId, 'domestic', currencyId),
    };
  }
}

/** A USD figure of the allowance ("200.00") as the screens write money: "USD 200.00". */
function usdText(major: string): string {
  const decimals = major.split('.')[1]?.length ?? 0;
  return formatMoneyText(parseMajor(major, decimals) ?? 0n, decimals, 'USD');
}
