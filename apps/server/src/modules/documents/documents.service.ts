import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { ErrorCode, type statementBody } from '@pesa/contract';
import {
  DOCUMENT_CODE_BYTES,
  documentCodeFromBytes,
  documentTime,
  documentTimeZone,
  formatMinor,
  isFinal,
  maskPersonName,
  maskedAccount,
  orderStatusName,
  userAccountKey,
  type OrderStatus,
} from '@pesa/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { entryTypeWords, walletWords, wordOf } from '../../i18n/export-words.ts';
import type { Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { DocumentCodesRepository, type DocumentCodeRow } from './document-codes.repository.ts';
import { receiptFacts, type ReceiptOrder } from './receipt-facts.ts';
import { receiptPdf } from './receipt-pdf.ts';
import {
  statementCsv,
  statementPdf,
  statementXlsx,
  type StatementLine,
  type StatementSummary,
} from './statement-files.ts';
import { StatementRepository, type StatementRange } from './statement.repository.ts';

/** A code answers lookups for a year after the document is issued. */
const CODE_LIFETIME_MS = 366 * 86_400_000;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  /** The order detail as /order/detail answers it, scoped to the caller's account. */
  orders: { detail(auth: AuthContext, sn: string): Promise<ReceiptOrder> };
  reference: { currencyMap(): Promise<Map<number, { code: string; decimals: number }>> };
}

/** A downloadable file: its name, type and a stream of its bytes. */
export interface DocumentFile {
  name: string;
  contentType: string;
  body: Readable;
}

/** What /common/verify answers: the genuine document's facts, nothing more. */
export interface VerifiedDocument {
  kind: 'receipt' | 'statement';
  date: string;
  amount: string;
  currencyCode: string;
  status: string;
  parties: { from: string | null; to: string | null };
}

/** Receipts, statements and their verification codes (docs/documents.md). */
export class DocumentsService {
  private readonly codes: DocumentCodesRepository;
  private readonly statements: StatementRepository;

  constructor(private readonly deps: Deps) {
    this.codes = new DocumentCodesRepository(deps.db);
    this.statements = new StatementRepository(deps.db);
  }

  private now() {
    return this.deps.clock.now();
  }

  private async issue(row: Omit<DocumentCodeRow, 'code' | 'create_time' | 'expire_time'>) {
    const code = documentCodeFromBytes(randomBytes(DOCUMENT_CODE_BYTES));
    const now = this.now();
    await this.codes.insert({
      ...row,
      code,
      create_time: now.toISOString(),
      expire_time: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
    });
    return code;
  }

  /** The account holder's name, number and country (for the time zone). */
  private async holder(mainUserId: number) {
    const user = await this.deps.db
      .selectFrom('users')
      .select(['nick_name', 'user_name', 'account_no', 'country_id'])
      .where('user_id', '=', mainUserId)
      .executeTakeFirstOrThrow();
    return {
      name: user.nick_name || user.user_name || user.account_no,
      accountNo: user.account_no,
      timeZone: documentTimeZone(user.country_id),
    };
  }

  /**
   * The verification code of a final order's receipt, issued the first time it is asked for
   * (detail or download); null while the order is not final.
   */
  async receiptCode(auth: AuthContext, order: ReceiptOrder): Promise<string | null> {
    if (!isFinal(order.status as OrderStatus)) return null;
    const issued = await this.codes.receiptCode(auth.mainUserId, order.sn);
    if (issued) return issued;
    const holder = await this.holder(auth.mainUserId);
    const facts = receiptFacts(order, holder, 'en');
    try {
      await this.issueReceipt(auth, order, facts);
    } catch (error) {
      // Another first request issued it at the same moment (the unique index on receipts,
      // migration 2026-11-28T2255-receipt-code-unique): its code is the one.
      if (!isUniqueViolation(error)) throw error;
    }
    return this.codes.receiptCode(auth.mainUserId, order.sn);
  }

  private async issueReceipt(
    auth: AuthContext,
    order: ReceiptOrder,
    facts: ReturnType<typeof receiptFacts>,
  ) {
    await this.issue({
      kind: 'receipt',
      main_user_id: auth.mainUserId,
      reference: order.sn,
      document_time: facts.finalTime,
      amount: order.amount ?? '0',
      currency_code: order.currencyCode,
      status: orderStatusName(order.status as OrderStatus),
      parties: JSON.stringify({
        from: maskedParty(facts.from),
        to: maskedParty(facts.to),
      }),
    });
  }

  async receipt(auth: AuthContext, sn: string, lang: Lang, origin: string): Promise<DocumentFile> {
    const order = await this.deps.orders.detail(auth, sn);
    if (!isFinal(order.status as OrderStatus))
      throw new AppError(ErrorCode.ORDER_STATUS, {
        fields: [{ field: 'sn', key: 'receiptNotFinal' }],
      });
    const code = (await this.receiptCode(auth, order))!;
    const holder = await this.holder(auth.mainUserId);
    const facts = receiptFacts(order, holder, lang);
    return {
      name: `receipt-${order.sn}.pdf`,
      contentType: 'application/pdf',
      body: receiptPdf({ ...facts, code, verifyUrl: verifyUrl(origin, code) }, lang),
    };
  }

  async statement(
    auth: AuthContext,
    body: z.infer<typeof statementBody>,
    lang: Lang,
    origin: string,
  ): Promise<DocumentFile> {
    const currency = (await this.deps.reference.currencyMap()).get(body.currencyId);
    if (!currency)
      throw new AppError(ErrorCode.CURRENCY_NOT_FOUND, {
        fields: [{ field: 'currencyId', key: 'invalid' }],
      });
    const now = this.now();
    const startTime = new Date(body.startTime).toISOString();
    // A period running into the future ends now: later postings belong to a later statement.
    const endTime = new Date(Math.min(Date.parse(body.endTime), now.getTime())).toISOString();
    const wallet = body.scope === 1 ? 'cross_border' : 'domestic';
    const accountId = await this.statements.wallet(
      userAccountKey(auth.mainUserId, wallet, body.currencyId),
    );
    const range: StatementRange = {
      accountId: accountId ?? -1,
      startTime,
      endTime,
      lastPostingId: await this.statements.lastPostingId(),
    };
    const totals = await this.statements.totals(range);
    const closing = totals.opening + totals.credits + totals.debits;
    const money = (minor: bigint) => formatMinor(minor, currency.decimals);
    const holder = await this.holder(auth.mainUserId);
    const code = await this.issue({
      kind: 'statement',
      main_user_id: auth.mainUserId,
      reference: `${wallet}:${body.currencyId}:${startTime}/${endTime}`,
      document_time: endTime,
      amount: money(closing),
      currency_code: currency.code,
      status: 'ISSUED',
      parties: JSON.stringify({
        from: maskedParty({ name: holder.name, account: holder.accountNo }),
        to: null,
      }),
    });
    const at = (iso: string) => documentTime(iso, holder.timeZone);
    const summary: StatementSummary = {
      holder: holder.name,
      accountNo: holder.accountNo,
      wallet: wordOf(walletWords, wallet, lang),
      currencyCode: currency.code,
      period: `${at(startTime)} – ${at(endTime)}`,
      issued: at(now.toISOString()),
      timeZone: holder.timeZone,
      opening: money(totals.opening),
      closing: money(closing),
      credits: money(totals.credits),
      debits: money(totals.debits),
      count: totals.count,
      code,
      verifyUrl: verifyUrl(origin, code),
    };
    const lines = this.lines(range, totals.opening, closing, money, at, lang);
    const name = `statement-${currency.code}-${startTime.slice(0, 10)}-${endTime.slice(0, 10)}`;
    if (body.format === 'csv')
      return {
        name: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: statementCsv(summary, lines, lang),
      };
    if (body.format === 'xlsx')
      return {
        name: `${name}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: statementXlsx(summary, lines, lang),
      };
    return {
      name: `${name}.pdf`,
      contentType: 'application/pdf',
      body: statementPdf(summary, lines, lang),
    };
  }

  /** The period's entries with the balance after each, read from the ledger page by page. */
  private async *lines(
    range: StatementRange,
    opening: bigint,
    closing: bigint,
    money: (minor: bigint) => string,
    at: (iso: string) => string,
    lang: Lang,
  ): AsyncGenerator<StatementLine> {
    let balance = opening;
    for await (const p of this.statements.postings(range)) {
      balance += p.amount;
      yield {
        time: at(p.createTime),
        movement: wordOf(entryTypeWords, p.entryType, lang),
        reference: p.reference,
        amount: money(p.amount),
        balance: money(balance),
      };
    }
    // The head printed the closing balance before the rows were read: they must agree.
    if (balance !== closing) throw new Error('statement rows do not add up to the closing balance');
  }

  async verify(code: string): Promise<VerifiedDocument> {
    const row = await this.codes.find(code, this.now().toISOString());
    if (!row)
      throw new AppError(ErrorCode.DATA_NOT_FOUND, {
        fields: [{ field: 'code', key: 'documentCodeUnknown' }],
      });
    const parties = JSON.parse(row.parties) as VerifiedDocument['parties'];
    return {
      kind: row.kind,
      date: row.document_time,
      amount: row.amount,
      currencyCode: row.currency_code,
      status: row.status,
      parties,
    };
  }
}

const verifyUrl = (origin: string, code: string) => `${origin}/verify/${code}`;

/** A party as the public verify page shows it: initials-style name, last four digits. */
function maskedParty(party: { name: string; account: string | null }) {
  const account = maskedAccount(party.account);
  const name = maskPersonName(party.name);
  return account ? `${name} (${account})` : name;
}
