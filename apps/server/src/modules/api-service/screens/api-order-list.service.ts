import type { z } from 'zod';
import type { ApiOrderKind, ApiOrderRow, apiOrderExportBody } from '@pesa/contract';
import { ORDER_STATUSES, payoutStatusOf } from '@pesa/domain';
import type { Lang } from '../../../i18n/language.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { ReferenceService } from '../../reference/reference.service.ts';
import { apiOrderRow } from '../orders/api-order-view.ts';
import type { ApiOrderFilter, ApiOrdersRepository } from '../orders/api-orders.repository.ts';
import { API_ORDER_EXPORT_LIMIT, apiOrdersCsv } from './api-order-csv.ts';
import type { ScreenGate } from './screen-gate.ts';

type Filter = z.infer<typeof apiOrderExportBody>;
type Scope = Omit<ApiOrderFilter, 'pageNum' | 'pageSize'>;
/** Only payouts and cash-outs have a payout status (SPEC §4). */
const PAYOUT_KINDS: readonly ApiOrderKind[] = ['payout', 'cashOut'];

/**
 * The C2B, B2C and suspense-record lists, and their CSV export: API orders of the caller's main
 * account in one mode, limited to the kinds the caller may read (screen-gate.ts).
 */
export class ApiOrderListService {
  constructor(
    private readonly deps: {
      orders: ApiOrdersRepository;
      gate: ScreenGate;
      reference: ReferenceService;
    },
  ) {}

  async page(auth: AuthContext, body: Filter & { pageNum: number; pageSize: number }) {
    const scope = await this.scope(auth, body);
    if (!scope) return { rows: [], total: 0 };
    const { rows, total } = await this.deps.orders.page({
      ...scope,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
    return { rows: await this.view(rows), total };
  }

  /** The newest 10 000 orders of the filter as CSV (API_ORDER_EXPORT_LIMIT). */
  async csv(auth: AuthContext, body: Filter, lang: Lang): Promise<string> {
    const scope = await this.scope(auth, body);
    const rows = scope ? await this.deps.orders.latest(scope, API_ORDER_EXPORT_LIMIT) : [];
    return apiOrdersCsv(await this.view(rows), lang);
  }

  private async view(rows: Parameters<typeof apiOrderRow>[0][]): Promise<ApiOrderRow[]> {
    const currencies = await this.deps.reference.currencyMap();
    return rows.map((row) => apiOrderRow(row, currencies));
  }

  /**
   * The repository filter, or null when the filter cannot match anything (a payout status asked
   * of kinds that have none, or a status outside the payout status), so no `IN ()` is sent.
   */
  private async scope(auth: AuthContext, body: Filter): Promise<Scope | null> {
    let kinds = await this.deps.gate.readableKinds(auth, body.kind);
    let statuses = body.status === undefined ? undefined : [body.status];
    if (body.payoutStatus !== undefined) {
      kinds = kinds.filter((kind) => PAYOUT_KINDS.includes(kind));
      statuses = (statuses ?? [...ORDER_STATUSES]).filter(
        (status) => payoutStatusOf(status) === body.payoutStatus,
      );
      if (kinds.length === 0 || statuses.length === 0) return null;
    }
    return {
      merchantUserId: auth.mainUserId,
      mode: body.mode,
      kinds,
      statuses,
      payType: body.payType,
      currencyId: body.currencyId,
      sn: body.sn,
      merchantOrderNo: body.merchantOrderNo,
      beginTime: body.beginTime,
      endTime: body.endTime,
    };
  }
}
