import type { z } from 'zod';
import { ErrorCode, type operatorOrderSearchBody } from '@pesa/contract';
import { toBigInt } from '../../db/bigint.ts';
import type { Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import type {
  OpsOrderEventRow,
  OpsOrderRow,
  OpsOrdersRepository,
} from './ops-orders.repository.ts';

type SearchBody = z.infer<typeof operatorOrderSearchBody>;

/** Minor units as a decimal-free string: the browser formats them for the operator's locale. */
const minor = (value: OpsOrderRow['amount'] | null) =>
  value === null ? null : toBigInt(value).toString();

/** An order as the console lists it: amounts in minor units with their currency's decimals. */
function rowView(row: OpsOrderRow) {
  return {
    orderId: Number(row.id),
    sn: row.sn,
    kind: row.kind,
    scope: row.scope,
    status: row.status,
    payType: row.pay_type,
    currencyCode: row.currency_code,
    decimals: Number(row.currency_decimals),
    amountMinor: minor(row.amount),
    feeMinor: minor(row.fee_amount),
    taxFeeMinor: minor(row.tax_fee),
    payAmountMinor: minor(row.pay_amount),
    toCurrencyCode: row.to_currency_code,
    toDecimals: row.to_currency_decimals === null ? null : Number(row.to_currency_decimals),
    toAmountMinor: minor(row.to_amount),
    /** The merchant API's orders say which kind they are; null for a customer's own. */
    apiKind: row.api_kind ?? null,
    /** A merchant API sandbox order: test money, never a real payment. */
    sandbox: row.api_mode === 'test',
    customer: {
      mainUserId: row.main_user_id,
      userId: row.user_id,
      accountNo: row.account_no,
      phone: row.phone,
      email: row.email,
      name: row.nick_name,
    },
    createdBy:
      row.maker_account_no === null
        ? null
        : {
            accountNo: row.maker_account_no,
            member: Number(row.maker_parent_id) !== 0,
            name: row.maker_nick_name ?? row.maker_user_name,
            phone: row.maker_phone,
            email: row.maker_email,
          },
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

function payeeOf(row: OpsOrderRow) {
  if (!row.payee_snapshot) return null;
  const payee = JSON.parse(row.payee_snapshot) as { name?: string; account?: string };
  return { name: payee.name ?? null, account: payee.account ?? null };
}

function eventView(event: OpsOrderEventRow) {
  return {
    fromStatus: event.from_status,
    status: event.to_status,
    /** user, operator, channel (a rail's callback or status answer) or system. */
    actorType: event.actor_type,
    actorName: event.operator_name ?? null,
    reason: event.reason,
    time: event.create_time,
  };
}

/** The phone's digits without a national trunk 0, so any written form matches its ending. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0+/, '');
}

/** Read-only order lookups for the console: every role may search and open an order. */
export class OpsOrdersService {
  constructor(private readonly repo: OpsOrdersRepository) {}

  async search(body: SearchBody) {
    const digits = body.phone === undefined ? undefined : phoneDigits(body.phone);
    if (digits !== undefined && digits.length < 6)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'phone', key: 'phoneRule' }],
      });
    const { rows, total } = await this.repo.search({
      ...body,
      sn: body.sn || undefined,
      phoneDigits: digits,
      // Stored times are UTC ISO strings: a bound with an offset is compared as UTC.
      beginTime: body.beginTime && new Date(body.beginTime).toISOString(),
      endTime: body.endTime && new Date(body.endTime).toISOString(),
    });
    return { rows: rows.map(rowView), total };
  }

  async detail(orderId: number) {
    const row = await this.repo.findById(orderId);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const details = JSON.parse(row.details) as Record<string, unknown>;
    return {
      ...rowView(row),
      rate: row.rate,
      receivedAmountMinor: minor(row.received_amount),
      payee: payeeOf(row),
      remark: typeof details.remark === 'string' ? details.remark : null,
      thirdOrderNo: row.third_order_no,
      failReason: row.fail_reason,
      timeline: (await this.repo.events(Number(row.id))).map(eventView),
    };
  }

  /** The rails for the search's channel filter, one per pay type, named in the caller's language. */
  async channels(lang: Lang) {
    const byPayType = new Map<number, { payType: number; name: string }>();
    for (const row of await this.repo.channels())
      if (!byPayType.has(row.pay_type))
        byPayType.set(row.pay_type, {
          payType: row.pay_type,
          name: lang === 'zh' ? row.name_zh : row.name_en,
        });
    return [...byPayType.values()];
  }
}
