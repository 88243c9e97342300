import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pesa/contract';
import { isNameWarning, rowCells, type BatchWarning } from '@pesa/domain';
import type { z } from 'zod';
import type { batchRowEditBody, batchRowsBody, batchSubmitBody } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { walletOwnerKey, type TransactionBatcher } from '../../db/transaction-batcher.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Lang } from '../../i18n/language.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FundPasswordService } from '../fund-password/fund-password.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { BatchChecker, Cells, CheckedRow } from './batch-check.ts';
import { queueRows, type BatchApprovals } from './batch-approval.ts';
import { readBatchFile } from './batch-file.ts';
import type { BatchMoney } from './batch-money.ts';
import { rowView, shownStatus, walletTotals } from './batch-views.ts';
import type {
  BatchesRepository,
  BatchLine as BatchLineRow,
  BatchRow,
  NewBatchLine,
} from './batches.repository.ts';

/** Rows that will be paid, or have been handed to their order. */
const PAYING = ['valid', 'queued', 'ordered'];

/** A new batch number: day and a random tag, unique in the table (batches.batch_no). */
const newBatchNo = (now: Date) =>
  `BP${now.toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Bulk payment files (issue 31; docs/money.md, "Bulk payment files"): read and check a file,
 * fix or drop rows while it is checked, submit it with the money held, follow it, cancel what has
 * not been paid, and retry its failed rows as a new file.
 */
export class BatchesService {
  constructor(
    private readonly deps: {
      repo: BatchesRepository;
      checker: BatchChecker;
      money: BatchMoney;
      fundPassword: FundPasswordService;
      /** Checks a cross-border file's answers and documents as a single send's. */
      orders: Pick<OrdersService, 'requireCrossBorder'>;
      reference: ReferenceService;
      batcher: TransactionBatcher;
      enqueue: (type: string, payload: unknown, trx: unknown) => Promise<void>;
      /** The account's approval policy: a file above its threshold waits, held, for approvers. */
      approvals?: BatchApprovals;
      clock: Clock;
    },
  ) {}

  async upload(
    auth: AuthContext,
    input: { scope: 0 | 1; currencyId: number; fileName: string; bytes: Buffer },
    lang: Lang,
  ) {
    const sheet = await readBatchFile(input.bytes);
    const rows = sheet.rows.map((cells, index) => ({
      rowNo: index + 1,
      cells: rowCells(sheet.headers, cells),
    }));
    const checked = await this.deps.checker.checkAll(auth, input.scope, input.currencyId, rows);
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const id = await this.deps.repo.insert(
      {
        batch_no: newBatchNo(now),
        main_user_id: auth.mainUserId,
        user_id: auth.user.user_id,
        scope: input.scope,
        currency_id: input.currencyId,
        status: 'checked',
        file_name: input.fileName.slice(0, 200),
        retry_of: null,
        create_time: at,
        update_time: at,
        submit_time: null,
      },
      checked.map((row) => lineOf(row, at)),
    );
    return this.detail(auth, id, lang);
  }

  async list(
    auth: AuthContext,
    page: { pageNum: number; pageSize: number; scope?: number },
    lang: Lang,
  ) {
    const { rows, total } = await this.deps.repo.page(auth.mainUserId, page, page.scope);
    return { rows: await Promise.all(rows.map((batch) => this.view(batch, lang))), total };
  }

  async detail(auth: AuthContext, batchId: number, lang: Lang) {
    return this.view(await this.require(auth, batchId), lang);
  }

  private async view(batch: BatchRow, _lang: Lang) {
    const [counts, lines, currencies] = await Promise.all([
      this.deps.repo.counts(batch),
      this.deps.repo.linesIn(batch.id, PAYING),
      this.deps.reference.currencyMap(),
    ]);
    const count = (...names: string[]) => names.reduce((n, name) => n + (counts.get(name) ?? 0), 0);
    const warned = await this.deps.repo.warnedCount(batch.id);
    return {
      batchId: batch.id,
      batchNo: batch.batch_no,
      scope: batch.scope,
      status: shownStatus(batch, counts),
      fileName: batch.file_name,
      retryOf: batch.retry_of,
      createTime: batch.create_time,
      submitTime: batch.submit_time,
      rows: count(...counts.keys()) - count('deleted'),
      valid: count('valid', 'queued', 'pending', 'paid', 'failed', 'cancelled'),
      invalid: count('invalid'),
      warnings: warned,
      progress: {
        queued: count('queued'),
        pending: count('pending'),
        paid: count('paid'),
        failed: count('failed'),
        cancelled: count('cancelled'),
      },
      crossBorder: crossBorderView(batch),
      totals: await walletTotals(batch, lines, currencies, (key) => this.deps.repo.balance(key)),
    };
  }

  async rows(auth: AuthContext, body: z.infer<typeof batchRowsBody>, lang: Lang) {
    const batch = await this.require(auth, body.batchId);
    const currencies = await this.deps.reference.currencyMap();
    const { rows, total } = await this.deps.repo.rowsPage(batch, body, body.status);
    return { rows: rows.map((line) => rowView(line, currencies, lang)), total };
  }

  /** Whether the file waits for approval: its approvers may then read its rows without the page. */
  async awaitsApproval(auth: AuthContext, batchId: number) {
    return (await this.deps.repo.find(auth.mainUserId, batchId))?.status === 'awaiting';
  }

  /** Every row of a file as the results export shows it. */
  async results(auth: AuthContext, batchId: number, lang: Lang) {
    const batch = await this.require(auth, batchId);
    const currencies = await this.deps.reference.currencyMap();
    const rows = await this.deps.repo.allRows(batch);
    return { batchNo: batch.batch_no, rows: rows.map((line) => rowView(line, currencies, lang)) };
  }

  /** A checked file's row, changed in the page and checked again as a new row would be. */
  async editRow(auth: AuthContext, body: z.infer<typeof batchRowEditBody>, lang: Lang) {
    const { batch, line } = await this.editable(auth, body.batchId, body.rowNo);
    const cells = Object.fromEntries(
      Object.entries(body.cells).filter(([, value]) => value !== undefined && value !== ''),
    ) as Cells;
    const checked = await this.deps.checker.check(auth, batch.scope, batch.currency_id, {
      rowNo: line.row_no,
      cells,
    });
    await this.deps.repo.updateLine(line.id, lineOf(checked, this.deps.clock.now().toISOString()));
    await this.rewarn(auth, batch);
    return this.detail(auth, batch.id, lang);
  }

  async deleteRow(auth: AuthContext, batchId: number, rowNo: number, lang: Lang) {
    const { batch, line } = await this.editable(auth, batchId, rowNo);
    await this.deps.repo.updateLine(line.id, {
      status: 'deleted',
      update_time: this.deps.clock.now().toISOString(),
    });
    await this.rewarn(auth, batch);
    return this.detail(auth, batch.id, lang);
  }

  /**
   * Submission: a cross-border file's answers and documents, checked as a single cross-border
   * send's; the transaction password; then, in one transaction, the answers are kept on the file,
   * its valid rows are queued and their total with fees is held. Above the approval policy's
   * threshold (any currency of the file) the file waits for approvers (batch-approval.ts);
   * otherwise each row gets its job at once. A file that the balance does not cover changes
   * nothing (-1013/-1014).
   */
  async submit(auth: AuthContext, body: z.infer<typeof batchSubmitBody>, lang: Lang) {
    const batch = await this.require(auth, body.batchId);
    if (batch.status !== 'checked') throw new AppError(ErrorCode.ORDER_STATUS);
    const valid = await this.deps.repo.linesIn(batch.id, ['valid']);
    if (valid.length === 0)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'batchId', key: 'batchNoRows' }],
      });
    // A domestic file keeps none, whatever was sent.
    const answers = batch.scope === 1 ? crossBorderColumns(body) : {};
    if (batch.scope === 1) await this.deps.orders.requireCrossBorder(auth, body);
    await this.deps.fundPassword.verify(auth.user, body.fundPassword);
    const required = await this.approvalsRequired(auth, valid);
    const status = required > 0 ? 'awaiting' : 'processing';
    const now = this.deps.clock.now().toISOString();
    await this.deps.batcher.run(async (trx) => {
      const moved = await this.deps.repo.moveBatch(trx, batch.id, 'checked', {
        ...answers,
        status,
        submit_time: now,
        update_time: now,
      });
      if (!moved) throw new AppError(ErrorCode.ORDER_STATUS);
      const queued = await this.deps.repo.moveLines(
        trx,
        { batchId: batch.id, from: 'valid' },
        { status: 'queued', update_time: now },
      );
      await this.deps.money.hold(trx, batch, queued, auth.user.user_id, now);
      if (required > 0)
        await this.deps.approvals!.open(
          trx,
          { mainUserId: auth.mainUserId, id: String(batch.id), makerUserId: auth.user.user_id },
          required,
          now,
        );
      else await queueRows(this.deps.repo, this.deps.enqueue, trx, batch.id);
    }, walletOwnerKey(auth.mainUserId));
    return this.detail(auth, batch.id, lang);
  }

  /** The most approvals any currency's total of the file needs under the policy. */
  private async approvalsRequired(auth: AuthContext, lines: BatchLineRow[]) {
    if (!this.deps.approvals) return 0;
    const totals = new Map<number, bigint>();
    for (const line of lines)
      totals.set(line.currency_id!, (totals.get(line.currency_id!) ?? 0n) + BigInt(line.amount!));
    let required = 0;
    for (const [currencyId, amount] of totals)
      required = Math.max(
        required,
        await this.deps.approvals.required(auth.mainUserId, currencyId, amount),
      );
    return required;
  }

  /**
   * A checked file is dropped; a file being paid stops: every row not yet an order is cancelled
   * and its share of the hold returns, in one transaction. Rows already orders go on.
   */
  async cancel(auth: AuthContext, batchId: number, lang: Lang) {
    const batch = await this.require(auth, batchId);
    const now = this.deps.clock.now().toISOString();
    await this.deps.batcher.run(async (trx) => {
      if (
        await this.deps.repo.moveBatch(trx, batch.id, 'checked', {
          status: 'cancelled',
          update_time: now,
        })
      )
        return;
      // A file waiting for approval may be cancelled too; its approval then finds it gone.
      const stopping =
        (await this.deps.repo.moveBatch(trx, batch.id, 'processing', {
          status: 'cancelled',
          update_time: now,
        })) ||
        (await this.deps.repo.moveBatch(trx, batch.id, 'awaiting', {
          status: 'cancelled',
          update_time: now,
        }));
      if (!stopping) throw new AppError(ErrorCode.ORDER_STATUS);
      const stopped = await this.deps.repo.moveLines(
        trx,
        { batchId: batch.id, from: 'queued' },
        { status: 'cancelled', update_time: now },
      );
      if (stopped.length > 0)
        await this.deps.money.release(
          trx,
          batch,
          stopped,
          `${batch.batch_no}-cancel`,
          auth.user.user_id,
          now,
        );
    }, walletOwnerKey(auth.mainUserId));
    return this.detail(auth, batch.id, lang);
  }

  /**
   * A new file of the failed rows only, linked to this one and checked again. A file is retried
   * once (batches.retry_of is unique): two retries could otherwise pay one failed row twice.
   */
  async retry(auth: AuthContext, batchId: number) {
    const batch = await this.require(auth, batchId);
    if (batch.status === 'checked' || batch.status === 'awaiting')
      throw new AppError(ErrorCode.ORDER_STATUS);
    const failed = (await this.deps.repo.allRows(batch)).filter((line) => line.shown === 'failed');
    if (failed.length === 0)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'batchId', key: 'batchNoRows' }],
      });
    const rows = failed.map((line, index) => ({
      rowNo: index + 1,
      cells: JSON.parse(line.cells) as Cells,
    }));
    const checked = await this.deps.checker.checkAll(auth, batch.scope, batch.currency_id, rows);
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const id = await this.deps.repo
      .insert(
        {
          batch_no: newBatchNo(now),
          main_user_id: auth.mainUserId,
          user_id: auth.user.user_id,
          scope: batch.scope,
          currency_id: batch.currency_id,
          status: 'checked',
          file_name: batch.file_name,
          retry_of: batch.id,
          create_time: at,
          update_time: at,
          submit_time: null,
        },
        checked.map((row) => lineOf(row, at)),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.ORDER_STATUS);
        throw error;
      });
    return { batchId: id };
  }

  async require(auth: AuthContext, batchId: number): Promise<BatchRow> {
    const batch = await this.deps.repo.find(auth.mainUserId, batchId);
    if (!batch) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return batch;
  }

  private async editable(auth: AuthContext, batchId: number, rowNo: number) {
    const batch = await this.require(auth, batchId);
    if (batch.status !== 'checked') throw new AppError(ErrorCode.ORDER_STATUS);
    const line = await this.deps.repo.line(batch.id, rowNo);
    if (!line || line.status === 'deleted') throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return { batch, line };
  }

  /** After a row changed, the file's warnings again: a duplicate depends on the other rows. */
  private async rewarn(auth: AuthContext, batch: BatchRow) {
    const lines = await this.deps.repo.linesIn(batch.id, ['valid', 'invalid']);
    const valid = lines.filter((line) => line.status === 'valid');
    const warnings = await this.deps.checker.fileWarnings(
      auth.mainUserId,
      valid.map((line) => ({
        rowNo: line.row_no,
        payeeKey: `${line.pay_type}:${(JSON.parse(line.payee_snapshot!) as { account: string }).account}`,
        currencyId: line.currency_id!,
        amount: BigInt(line.amount!),
      })),
    );
    for (const line of lines) {
      const named = (JSON.parse(line.warnings) as BatchWarning[]).filter(isNameWarning);
      const next = JSON.stringify([...named, ...(warnings.get(line.row_no) ?? [])]);
      if (next !== line.warnings) await this.deps.repo.updateLine(line.id, { warnings: next });
    }
  }
}

/** A cross-border file's answers and documents as the batch keeps them. */
function crossBorderColumns(body: z.infer<typeof batchSubmitBody>) {
  return {
    transaction_reason: body.transactionReason ?? null,
    funds_purpose: body.fundsPurpose ?? null,
    sender_address: body.senderAddress ?? null,
    exchange_file: body.exchangeFile ?? null,
    detail_file: body.detailFile ?? null,
    contract_file: body.contractFile ?? null,
    contract_worker: body.contractWorker ?? null,
  };
}

/** A submitted cross-border file's answers and documents, as the page shows them. */
function crossBorderView(batch: BatchRow) {
  if (batch.scope !== 1 || !batch.transaction_reason) return null;
  return {
    transactionReason: batch.transaction_reason,
    fundsPurpose: batch.funds_purpose ?? '',
    senderAddress: batch.sender_address ?? '',
    exchangeFile: batch.exchange_file ?? '',
    detailFile: batch.detail_file ?? '',
    contractFile: batch.contract_file ?? '',
    contractWorker: batch.contract_worker === null ? null : Number(batch.contract_worker),
  };
}

/** The stored form of a checked row. */
function lineOf(row: CheckedRow, now: string): NewBatchLine {
  const ok = row.problems.length === 0;
  return {
    row_no: row.rowNo,
    status: ok ? 'valid' : 'invalid',
    cells: JSON.stringify(row.cells),
    problems: JSON.stringify(row.problems),
    warnings: JSON.stringify(row.warnings),
    pay_type: ok ? row.payType! : null,
    currency_id: ok ? row.currencyId! : null,
    amount: ok ? row.amount!.toString() : null,
    fee_amount: ok ? row.fee!.toString() : null,
    tax_fee: ok ? row.taxFee!.toString() : null,
    payee_id: ok && row.payee!.id ? row.payee!.id : null,
    payee_snapshot: ok ? JSON.stringify(row.payee) : null,
    order_sn: null,
    fail_reason: null,
    update_time: now,
  };
}
