import { ErrorCode, OrderEventReason } from '@pesa/contract';
import {
  ApprovalStatus,
  AWAITING_APPROVAL_ORDER_STATUS,
  formatMinor,
  initialSendStatus,
  initialWalletSendStatus,
  needsNameConfirmation,
  userAccountKey,
  WALLET_PAY_TYPE,
  type NameCheckResult,
  type OrderStatus,
  type OrderStatusChange,
} from '@pesa/domain';
import type { z } from 'zod';
import type {
  orderCreateBody,
  orderExportBody,
  orderListBody,
  orderQuoteBody,
} from '@pesa/contract';
import type { Lang } from '../../i18n/language.ts';
import { csvText, EXPORT_ROW_LIMIT, requireExportable } from '../../plugins/csv-file.ts';
import { orderColumns } from './orders-export.ts';
import type { RailGate } from '../../channels/rails.ts';
import type { Clock } from '../../clock.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FundPasswordService } from '../fund-password/fund-password.service.ts';
import { KeptAuthUnconfirmed } from '../../plugins/kept-auth.ts';
import { InsufficientFundsError } from '../ledger/ledger.service.ts';
import { walletOwnerKey, type TransactionBatcher } from '../../db/transaction-batcher.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { OrderPricing, PayeeForOrder, PayeeLookup, PricedOrder } from './order-pricing.ts';
import { createdEvent, ORDER_KIND, OrderTransitions, type Actor } from './order-transitions.ts';
import { orderView } from './order-view.ts';
import { orderFacts, statusChangeOf } from './order-facts.ts';
import { requireOwnedFiles, type FileOwnership } from './order-files.ts';
import { creditExternalDeposit, type ExternalDeposit } from './top-up-order.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  OrderListReach,
  OrderPlacer,
  OrderRow,
  NewOrderRow,
  OrdersRepository,
} from './orders.repository.ts';
import { originalOrder } from './repeated-order-number.ts';
import type { RiskSettings } from './risk-settings.ts';
import { orderCounterparty } from './counterparty.ts';
import { isWalletSend, type WalletSendParties } from './wallet-send.ts';
import { awaitsApproval, type SendApprovals } from './send-approvals.service.ts';
import { recipientSms } from '@pesa/domain';

export type { ExternalDeposit };
export const PAYOUT_JOB = 'payout.submit';
const CROSS_BORDER_REQUIRED = [
  'transactionReason',
  'fundsPurpose',
  'exchangeFile',
  'detailFile',
  'senderAddress',
  'contractFile',
] as const;
const ORDER_FILES = ['exchangeFile', 'detailFile', 'contractFile'] as const;
/** `deposits`: the list also holds agents' cash deposits into the caller's wallets (money in). */
const LIST_TYPES: Record<string, { kind: number; payTypes?: number[]; deposits: boolean }> = {
  receive: { kind: ORDER_KIND.RECHARGE, deposits: true },
  send: { kind: ORDER_KIND.PAYMENT, deposits: false },
  cash: { kind: ORDER_KIND.RECHARGE, payTypes: [300, 504], deposits: true },
  office: { kind: ORDER_KIND.RECHARGE, payTypes: [200], deposits: false },
};

export { isUniqueViolation };

/** A cross-border send's answers and documents (SPEC §3 Order); a bulk file gives one set. */
export type CrossBorderAnswers = Partial<
  Pick<z.infer<typeof orderCreateBody>, (typeof CROSS_BORDER_REQUIRED)[number] | 'contractWorker'>
>;

/** The caller's own contract workers (modules/org-accounts), linked to cross-border sends. */
export interface ContractWorkerLookup {
  worker(
    id: number,
    mainUserId: number,
  ): Promise<{ id: number; name: string; audit_status: number } | undefined>;
}

/** A worker's review status that lets a send name it (1 approved; 0 pending, 2 rejected). */
const WORKER_APPROVED = 1;

/** Send-money orders: quote, create with the funds held, cancel, follow, and channel results. */
export class OrdersService {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      transitions: OrderTransitions;
      pricing: OrderPricing;
      payees: PayeeLookup;
      workers: ContractWorkerLookup;
      files: FileOwnership;
      fundPassword: FundPasswordService;
      batcher: TransactionBatcher;
      reference: ReferenceService;
      risk: RiskSettings;
      /** The recipient of a send into another customer's wallet (pay type 0). */
      walletSends: WalletSendParties;
      /** Refuses large orders until the account's KYC/KYB is approved (modules/identity). */
      kycGate?: {
        requireVerifiedAbove(auth: AuthContext, currencyId: number, amount: string): Promise<void>;
      };
      /** The rolling day and month limits of unverified accounts, checked in the transaction. */
      allowance?: {
        applies(db: Kysely<Database>, mainUserId: number): Promise<boolean>;
        requireWithin(
          trx: Transaction<Database>,
          order: { id: number; mainUserId: number; currencyId: number; amount: bigint },
        ): Promise<void>;
      };
      enqueue: (type: string, payload: unknown, trx: unknown) => Promise<void>;
      /** Refuses a payout whose rail is switched off, before it is priced (channels/rails.ts). */
      rails?: RailGate;
      /** The account's approval policy: a send above its threshold waits, held (modules/approvals). */
      approvals?: SendApprovals;
      /** The rail's name check of the payee, kept on the order for approvers (docs/name-check.md). */
      nameCheck?: (query: {
        payType: number;
        currencyId: number;
        number: string;
        typedName: string;
      }) => Promise<{ result: NameCheckResult; registeredName?: string }>;
      clock: Clock;
    },
  ) {}

  /** Amount parsing, fee schedules and rates, shared with currency conversion. */
  get pricing(): OrderPricing {
    return this.deps.pricing;
  }

  get risk(): RiskSettings {
    return this.deps.risk;
  }

  private async priced(auth: AuthContext, body: z.infer<typeof orderQuoteBody>) {
    const payee = await this.deps.payees.findForOrder(auth.mainUserId, body.payeeId);
    if (!payee) throw new AppError(ErrorCode.BENEFICIARY_NOT_FOUND);
    if (payee.scope !== body.scope || payee.payType !== body.payType) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'payType', key: 'invalid' }],
      });
    }
    this.deps.rails?.requireOpen(body.payType, body.currencyId);
    const price = await this.deps.pricing.price({
      scope: body.scope,
      payType: body.payType,
      currencyId: body.currencyId,
      amount: body.amount,
      payee,
    });
    // A wallet send pays another customer inside our books: who, and whether they can be paid.
    const wallet =
      body.payType === WALLET_PAY_TYPE
        ? await this.deps.walletSends.resolve(
            auth.mainUserId,
            payee,
            await this.deps.pricing.currency(body.currencyId),
          )
        : undefined;
    return { payee, price, wallet };
  }

  async quote(auth: AuthContext, body: z.infer<typeof orderQuoteBody>) {
    const { price } = await this.priced(auth, body);
    return quoteView(price);
  }

  async create(auth: AuthContext, body: z.infer<typeof orderCreateBody>) {
    await this.deps.kycGate?.requireVerifiedAbove(auth, body.currencyId, body.amount);
    if (body.scope === 1) requireCrossBorderAnswers(body);
    const { payee, price, wallet } = await this.priced(auth, body);
    const worker = await this.crossBorderDocuments(auth, body);
    await this.deps.fundPassword.verify(auth.user, body.fundPassword, auth.kept !== undefined);
    const threshold = await this.deps.risk.manualReviewThreshold(body.currencyId);
    const reviewed = initialSendStatus({
      amountMinor: price.amount,
      manualReviewThresholdMinor: threshold,
      payeeAuditStatus: payee.auditStatus,
    });
    // No rail takes a wallet send: unless it waits for review, it is paid as it is written.
    const unapproved = wallet ? initialWalletSendStatus(reviewed) : reviewed;
    // Above the policy's threshold it first waits, held, for the account's approvers; approved,
    // it goes where it would have gone (send-approvals.ts).
    const approvals =
      (await this.deps.approvals?.required(auth.mainUserId, body.currencyId, price.amount)) ?? 0;
    const status = approvals > 0 ? AWAITING_APPROVAL_ORDER_STATUS : unapproved;
    // Asked again here (uncounted: this is a payment), so the order shows what the sender saw.
    const named = wallet
      ? undefined
      : await this.deps.nameCheck?.({
          payType: payee.payType,
          currencyId: payee.currencyId,
          number: payee.account,
          typedName: payee.name,
        });
    // Never blocking by itself: a mismatch goes on once the sender has confirmed it.
    if (needsNameConfirmation(named?.result, body.nameCheckConfirmed))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'nameCheckConfirmed', key: 'nameCheckUnconfirmed' }],
      });
    const now = this.deps.clock.now().toISOString();
    const row: NewOrderRow = {
      ...sendColumns(auth, body, payee, price, status, now),
      approval_status: approvals > 0 ? ApprovalStatus.AWAITING : null,
      name_check: named?.result ?? null,
      name_check_name: named?.registeredName ?? null,
      details: JSON.stringify({
        ...sendDetails(body, worker, body.remark, price),
        ...wallet?.details,
        ...(body.notifyRecipient && { recipientSms: this.recipientSms(auth, payee) }),
      }),
      counter_account_key: wallet?.wallet ?? null,
    };
    const waitForApproval =
      approvals > 0
        ? (trx: Transaction<Database>, order: OrderRow) =>
            this.deps.approvals!.open(trx, order, approvals, unapproved, now)
        : undefined;
    return this.view(await this.place(auth, row, price.amount, undefined, waitForApproval));
  }

  /**
   * Who to text once a send is paid (docs/notifications.md); a payee without a mobile number
   * cannot be told, which the sender hears now (-1008 on the tick) rather than never.
   */
  private recipientSms(auth: AuthContext, payee: PayeeForOrder) {
    const sender = auth.user.nick_name || auth.user.user_name || auth.user.account_no || '';
    const request = recipientSms(payee, sender);
    if (!request)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'notifyRecipient', key: 'recipientNoPhone' }],
      });
    return request;
  }

  /**
   * The checks of a send that need no password: KYC, the rail, the recipient's fit, the minimum
   * and the price. A bulk file's rows are checked by them (modules/batches).
   */
  async checkSend(
    auth: AuthContext,
    body: { scope: number; payType: number; currencyId: number; amount: string },
    payee: PayeeForOrder,
  ): Promise<PricedOrder> {
    await this.deps.kycGate?.requireVerifiedAbove(auth, body.currencyId, body.amount);
    this.deps.rails?.requireOpen(body.payType, body.currencyId);
    return this.deps.pricing.price({ ...body, payee });
  }

  /**
   * A cross-border send's answers and documents, checked as /order/create checks them: every
   * one given (-1008 `requiredCrossBorder`), the contract worker one of the caller's approved
   * workers, the documents the caller's main account's own uploads. A cross-border bulk file is
   * checked by it at submission (modules/batches), and each of its rows again as it is paid.
   */
  async requireCrossBorder(auth: AuthContext, answers: CrossBorderAnswers) {
    requireCrossBorderAnswers(answers);
    return this.crossBorderDocuments(auth, answers);
  }

  /** The named contract worker (if any), once the documents are known to be the caller's. */
  private async crossBorderDocuments(auth: AuthContext, answers: CrossBorderAnswers) {
    const worker = await this.linkedWorker(auth, answers.contractWorker);
    await requireOwnedFiles(this.deps.files, auth.mainUserId, answers, ORDER_FILES);
    return worker;
  }

  /**
   * A bulk file's row becomes an ordinary send (modules/batches): checked and priced again as
   * any send, reviewed above the same threshold, its hold taken as a send's. `before` runs first
   * in the same transaction; the file hands the row's share of its hold back there, so the
   * money is never free in between. The order number is the row's stable reference. A
   * cross-border row carries its file's answers and documents, checked again as a send's.
   */
  async openForBatch(
    auth: AuthContext,
    body: { sn: string; scope: number; payType: number; currencyId: number; amount: string },
    payee: PayeeForOrder,
    remark: string | undefined,
    answers: CrossBorderAnswers,
    before: (trx: Transaction<Database>) => Promise<void>,
  ) {
    const worker = body.scope === 1 ? await this.requireCrossBorder(auth, answers) : undefined;
    const price = await this.checkSend(auth, body, payee);
    const threshold = await this.deps.risk.manualReviewThreshold(body.currencyId);
    const status = initialSendStatus({
      amountMinor: price.amount,
      manualReviewThresholdMinor: threshold,
      payeeAuditStatus: payee.auditStatus,
    });
    const now = this.deps.clock.now().toISOString();
    const row: NewOrderRow = {
      ...sendColumns(auth, body, payee, price, status, now),
      details: JSON.stringify(sendDetails(body.scope === 1 ? answers : {}, worker, remark, price)),
      counter_account_key: null,
    };
    return this.place(auth, row, price.amount, before);
  }

  /** Writes a new send with its hold (and its allowance, for an unverified account). */
  private async place(
    auth: AuthContext,
    row: NewOrderRow,
    amount: bigint,
    before?: (trx: Transaction<Database>) => Promise<void>,
    /** Runs last in the same transaction, with the written order (an approval opens there). */
    after?: (trx: Transaction<Database>, order: OrderRow) => Promise<void>,
  ): Promise<OrderRow> {
    const now = row.create_time;
    const actor: Actor = { type: 'user', id: auth.user.user_id };
    const payout = row.status === 0 ? { type: PAYOUT_JOB, now } : undefined;
    // On a kept sign-in the send's statement confirms it before anything is written, so nothing
    // may write before that statement (plugins/kept-auth.ts).
    const gate = auth.kept?.gate;
    if (gate && before) throw new KeptAuthUnconfirmed();
    const unit = async (trx: Transaction<Database>) => {
      await before?.(trx);
      if (!(await this.deps.allowance?.applies(trx, auth.mainUserId))) {
        const id = await this.deps.transitions.openSend(trx, row, actor, now, payout, gate);
        await after?.(trx, { ...row, id } as OrderRow);
        return { ...row, id } as OrderRow;
      }
      if (gate) throw new KeptAuthUnconfirmed();
      // An unverified account's allowance counts the order, so it is written first, and the
      // hold, which locks the wallet until the commit, comes last.
      const id = await this.deps.repo.insertWithFirstEvent(
        trx,
        row,
        createdEvent(row, actor, now),
        payout,
      );
      await this.deps.allowance!.requireWithin(trx, {
        id,
        mainUserId: auth.mainUserId,
        currencyId: row.currency_id,
        amount,
      });
      const order = { ...row, id } as OrderRow;
      await this.deps.transitions.open(trx, order, actor, now, true);
      await after?.(trx, order);
      return order;
    };
    // Alone in its wallet's batch, a send that writes nothing else is one statement that commits
    // by itself (db/transaction-batcher.ts): two round trips fewer than BEGIN, it and COMMIT.
    const alone =
      before || after
        ? undefined
        : async (db: Kysely<Database>) => {
            // An unverified account's allowance counts the order, which takes a transaction.
            const { transitions, allowance } = this.deps;
            if (!transitions.opensAlone(db, row) || (await allowance?.applies(db, auth.mainUserId)))
              return db.transaction().execute(unit);
            const id = await transitions.openSendAlone(db, row, actor, now, payout, gate);
            return { ...row, id } as OrderRow;
          };
    return this.deps.batcher
      .run(unit, walletOwnerKey(auth.mainUserId), alone)
      .catch(async (error: unknown) => {
        if (isUniqueViolation(error))
          return originalOrder(this.deps, auth, row.sn, ORDER_KIND.PAYMENT);
        if (error instanceof InsufficientFundsError) {
          throw new AppError(
            row.scope === 1 ? ErrorCode.INSUFFICIENT_ASSET : ErrorCode.INSUFFICIENT_DOMESTIC,
          );
        }
        throw error;
      });
  }

  /** The contract worker a send names: one of the caller's main account's own, else -1007. */
  /**
   * The named worker: one of the caller's own (else -1007), approved by an operator (else -1008
   * `contractWorkerNotApproved`), checked before anything is held or the password is tried.
   */
  private async linkedWorker(auth: AuthContext, id: number | undefined) {
    if (id === undefined) return undefined;
    const worker = await this.deps.workers.worker(id, auth.mainUserId);
    if (!worker) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    if (worker.audit_status !== WORKER_APPROVED)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'contractWorker', key: 'contractWorkerNotApproved' }],
      });
    return { id: Number(worker.id), name: worker.name };
  }

  /** The user may cancel while nothing has gone to a channel yet; the hold returns at once. */
  async cancel(auth: AuthContext, sn: string) {
    const order = await this.requireOrder(auth, sn);
    if (order.status !== -1 && order.status !== -2) throw new AppError(ErrorCode.ORDER_STATUS);
    await this.move(
      order,
      3 as OrderStatus,
      { type: 'user', id: auth.user.user_id },
      OrderEventReason.CANCELLED_BY_CUSTOMER,
    );
    return this.detail(auth, sn);
  }

  /** Applies a status change in its own transaction, re-reading the order inside it. */
  async move(
    order: OrderRow,
    to: OrderStatus,
    actor: Actor,
    reason: string,
    changes: Partial<OrderRow> = {},
  ) {
    const now = this.deps.clock.now().toISOString();
    await this.deps.batcher.run(async (trx) => {
      const current = await this.deps.repo.findById(order.id, trx);
      if (!current) throw new AppError(ErrorCode.DATA_NOT_FOUND);
      await this.deps.transitions.move(trx, current, to, actor, reason, now, {
        ...changes,
        ...(await this.closeApproval(trx, current, now)),
      });
      if (to === 0 && current.kind === ORDER_KIND.PAYMENT)
        await this.deps.enqueue(PAYOUT_JOB, { orderId: current.id }, trx);
    });
  }

  /**
   * An operator's approval: a send under review goes to the channel; a top-up awaiting
   * confirmation (bank, Paybill, cash or offline proof) is received and credited at once.
   */
  async approveByOperator(orderId: number, operatorId: number, reason: string) {
    const actor: Actor = { type: 'operator', id: operatorId };
    const now = this.deps.clock.now().toISOString();
    // Read before the transaction: on SQLite a query outside it would wait for its connection.
    const waiting = await this.deps.repo.findById(orderId);
    if (waiting && isWalletSend(waiting) && waiting.status === -2)
      await this.deps.walletSends.requireStillPayable(waiting);
    await this.deps.batcher.run(async (trx) => {
      const order = await this.deps.repo.findById(orderId, trx);
      if (!order) throw new AppError(ErrorCode.DATA_NOT_FOUND);
      // Only its rail can say a merchant's collection was paid.
      if (order.api_kind === 'collect') throw new AppError(ErrorCode.ORDER_STATUS);
      if (order.kind === ORDER_KIND.PAYMENT) {
        if (order.status !== -2) throw new AppError(ErrorCode.ORDER_STATUS);
        await this.deps.transitions.move(trx, order, 0, actor, reason, now, { audit_time: now });
        // A held transfer (API Suspense to the domestic wallet) or wallet send has no rail:
        // approving it settles the hold into its destination at once.
        if (order.counter_account_key)
          await this.deps.transitions.move(trx, { ...order, status: 0 }, 1, actor, reason, now, {
            audit_time: now,
            payout_time: now,
          });
        else await this.deps.enqueue(PAYOUT_JOB, { orderId: order.id }, trx);
        return;
      }
      if (order.status !== -1 && order.status !== -2) throw new AppError(ErrorCode.ORDER_STATUS);
      await this.deps.transitions.move(
        trx,
        order,
        0,
        actor,
        OrderEventReason.PAYMENT_CONFIRMED,
        now,
        {
          audit_time: now,
        },
      );
      await this.deps.transitions.move(trx, { ...order, status: 0 }, 1, actor, reason, now, {
        payout_time: now,
      });
    });
    return this.deps.repo.findById(orderId);
  }

  /**
   * An operator's rejection; a held send returns its funds in the same transaction. The status is
   * checked on the row read inside that transaction, and the move is conditional on it: an
   * approval racing this rejection leaves the order decided once (the later one gets -1019).
   */
  async rejectByOperator(orderId: number, operatorId: number, reason: string) {
    const now = this.deps.clock.now().toISOString();
    await this.deps.batcher.run(async (trx) => {
      const order = await this.deps.repo.findById(orderId, trx);
      if (!order) throw new AppError(ErrorCode.DATA_NOT_FOUND);
      if (order.status !== -1 && order.status !== -2) throw new AppError(ErrorCode.ORDER_STATUS);
      await this.deps.transitions.move(
        trx,
        order,
        2 as OrderStatus,
        { type: 'operator', id: operatorId },
        reason,
        now,
        { fail_reason: reason, audit_time: now, ...(await this.closeApproval(trx, order, now)) },
      );
    });
    return this.deps.repo.findById(orderId);
  }

  /**
   * A send that stops waiting for approval other than by its approvers' decision (the maker
   * cancels, an operator rejects): its approval is closed in the same transaction and the order
   * says CANCELLED. Nothing for an order that was not waiting.
   */
  private async closeApproval(trx: Transaction<Database>, order: OrderRow, now: string) {
    if (!awaitsApproval(order) || !this.deps.approvals) return {};
    await this.deps.approvals.closed(trx, order, ApprovalStatus.CANCELLED, now);
    return { approval_status: ApprovalStatus.CANCELLED, approval_date: now };
  }

  /** Credits money that has already arrived (crypto, virtual-account transfers); see top-up-order.ts. */
  creditDeposit(trx: Transaction<Database>, deposit: ExternalDeposit): Promise<OrderRow> {
    return creditExternalDeposit(
      trx,
      { repo: this.deps.repo, transitions: this.deps.transitions },
      deposit,
    );
  }

  async requireOrder(auth: AuthContext, sn: string): Promise<OrderRow> {
    const order = await this.deps.repo.findBySn(auth.mainUserId, sn);
    if (!order) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return order;
  }

  /** The domestic wallets of the caller in every currency: where an agent's cash lands. */
  private async depositWallets(auth: AuthContext) {
    const currencies = await this.deps.reference.currencyMap();
    return [...currencies.keys()].map((id) => userAccountKey(auth.mainUserId, 'domestic', id));
  }

  /** The caller's own order, or an agent's cash deposit into the caller's wallet, read only. */
  private async readableOrder(auth: AuthContext, sn: string): Promise<OrderRow> {
    const order =
      (await this.deps.repo.findBySn(auth.mainUserId, sn)) ??
      (await this.deps.repo.findDeposit(await this.depositWallets(auth), sn));
    if (!order) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return order;
  }

  async detail(auth: AuthContext, sn: string) {
    const order = await this.readableOrder(auth, sn);
    const [events, accounts, currencies] = await Promise.all([
      this.deps.repo.events(order.id),
      this.deps.repo.placers([order.user_id]),
      this.deps.reference.currencyMap(),
    ]);
    return {
      ...this.factsView(order, events.map(statusChangeOf), accounts, currencies, auth),
      timeline: events.map((e) => ({
        fromStatus: e.from_status,
        status: e.to_status,
        actorType: e.actor_type,
        reason: e.reason,
        time: e.create_time,
      })),
    };
  }

  /** A page of orders; `reach` narrows it to one person's orders (order-readers.ts). */
  async list(auth: AuthContext, body: z.infer<typeof orderListBody>, reach: OrderListReach = {}) {
    const type = body.type ? LIST_TYPES[body.type] : undefined;
    const { rows, total } = await this.deps.repo.page({
      ...body,
      scope: body.scope ?? reach.scope,
      madeBy: reach.madeBy,
      mainUserId: auth.mainUserId,
      kind: type?.kind,
      payTypes: type?.payTypes,
      // Agents' deposits into the account's wallets are the account's, not one member's.
      depositWallets:
        reach.madeBy === undefined && (!type || type.deposits)
          ? await this.depositWallets(auth)
          : [],
    });
    const [events, accounts, currencies] = await Promise.all([
      this.deps.repo.eventsOf(rows.map((r) => r.id)),
      this.deps.repo.placers(rows.map((r) => r.user_id)),
      this.deps.reference.currencyMap(),
    ]);
    // Grouped once: an export reads up to EXPORT_ROW_LIMIT orders with all their events.
    const changes = new Map<number, OrderStatusChange[]>();
    for (const e of events) {
      const id = Number(e.order_id);
      if (!changes.has(id)) changes.set(id, []);
      changes.get(id)!.push(statusChangeOf(e));
    }
    return {
      rows: rows.map((r) =>
        this.factsView(r, changes.get(Number(r.id)) ?? [], accounts, currencies, auth),
      ),
      total,
    };
  }

  /** The CSV of the filtered list, read through list() itself (csv-file.ts for the limit). */
  async csv(
    auth: AuthContext,
    filter: z.infer<typeof orderExportBody>,
    lang: Lang,
    reach: OrderListReach = {},
  ) {
    const { rows, total } = await this.list(
      auth,
      { ...filter, pageNum: 1, pageSize: EXPORT_ROW_LIMIT },
      reach,
    );
    requireExportable(total);
    return csvText(orderColumns(lang), rows, lang);
  }

  /** An order as its detail and list show it: its own fields and what its history tells. */
  private factsView(
    order: OrderRow,
    changes: OrderStatusChange[],
    placers: Map<number, OrderPlacer>,
    currencies: Awaited<ReturnType<ReferenceService['currencyMap']>>,
    viewer: AuthContext,
  ) {
    const decimals = currencies.get(order.currency_id)?.decimals ?? 2;
    const placer = placers.get(Number(order.user_id)) ?? null;
    return {
      ...orderView(order, currencies),
      ...orderFacts(order, changes, placer?.accountNo ?? null, decimals),
      // An agent's deposit into this account was placed by the agent: not shown as a person here.
      createdBy: Number(order.main_user_id) === viewer.mainUserId ? placer : null,
      counterparty: orderCounterparty(order, viewer.mainUserId),
    };
  }

  async view(order: OrderRow) {
    return orderView(order, await this.deps.reference.currencyMap());
  }
}

/** What a send keeps beside its columns: its cross-border answers, its note and its fee split. */
function sendDetails(
  answers: CrossBorderAnswers,
  worker: { id: number; name: string } | undefined,
  remark: string | undefined,
  price: PricedOrder,
) {
  return {
    transactionReason: answers.transactionReason,
    fundsPurpose: answers.fundsPurpose,
    senderAddress: answers.senderAddress,
    exchangeFile: answers.exchangeFile,
    detailFile: answers.detailFile,
    contractFile: answers.contractFile,
    // The id links the worker; the name is kept as sent, like the recipient's snapshot.
    contractWorker: worker?.id,
    contractWorkerName: worker?.name,
    remark,
    // Kept as priced: the schedule may change later, the order's split may not.
    feeSplit: {
      cost: price.feeSplit.costMinor.toString(),
      interest: price.feeSplit.interestMinor.toString(),
    },
  };
}

/** A cross-border send needs every answer and document but the contract worker (-1008). */
function requireCrossBorderAnswers(answers: CrossBorderAnswers) {
  const missing = CROSS_BORDER_REQUIRED.filter((field) => !answers[field]);
  if (missing.length > 0)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: missing.map((field) => ({ field, key: 'requiredCrossBorder' as const })),
    });
}

/** The columns every new send has, from what was asked and how it was priced. */
function sendColumns(
  auth: AuthContext,
  body: { sn: string; scope: number; payType: number; currencyId: number },
  payee: PayeeForOrder,
  price: PricedOrder,
  status: OrderStatus,
  now: string,
) {
  return {
    sn: body.sn,
    main_user_id: auth.mainUserId,
    user_id: auth.user.user_id,
    kind: ORDER_KIND.PAYMENT,
    scope: body.scope,
    pay_type: body.payType,
    currency_id: body.currencyId,
    amount: price.amount.toString(),
    fee_amount: price.fee.toString(),
    tax_fee: price.taxFee.toString(),
    pay_amount: price.payAmount.toString(),
    rate: price.rate,
    to_currency_id: price.toCurrencyId,
    to_amount: price.toAmount.toString(),
    received_amount: price.receivedAmount.toString(),
    status,
    // A file's row may pay details that are no saved recipient (id 0).
    payee_id: payee.id || null,
    payee_snapshot: JSON.stringify({
      name: payee.name,
      account: payee.account,
      countryId: payee.countryId,
    }),
    third_order_no: null,
    fail_reason: null,
    create_time: now,
    update_time: now,
    payout_time: status === 1 ? now : null,
    audit_time: null,
  };
}

function quoteView(price: PricedOrder) {
  return {
    amount: formatMinor(price.amount, price.decimals),
    netFeeAmount: formatMinor(price.fee, price.decimals),
    taxFee: formatMinor(price.taxFee, price.decimals),
    payAmount: formatMinor(price.payAmount, price.decimals),
    rate: price.rate,
    toCurrencyId: price.toCurrencyId,
    toAmount: formatMinor(price.toAmount, price.toDecimals),
    receivedAmount: formatMinor(price.receivedAmount, price.toDecimals),
    expireTime: price.expireTime.toISOString(),
  };
}

// What other modules need to read and move orders they own (the API service's orders).
export type { OrderRow, NewOrderRow } from './orders.repository.ts';
export type { Actor, FinalStatusListener, OrderTransitions } from './order-transitions.ts';
export { ORDER_KIND };
export type { CashInDetails } from './cash-in.service.ts';
export { orderCounterparty, type Counterparty } from './counterparty.ts';
// The pieces of a top-up the API service's suspense top-ups reuse.
export { topUpOrderRow } from './top-up-order.ts';
export {
  collectionPointMissing,
  topUpInstructions,
  type CollectionPoints,
} from './top-up-instructions.ts';
export { requireOwnedFiles, type FileOwnership } from './order-files.ts';
// What the approvals module moves and is told of (send-approvals.service.ts).
export { ApprovedSends, type SendApprovals } from './send-approvals.service.ts';
