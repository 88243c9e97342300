import {
  ErrorCode,
  type openBatchQueryBody,
  type OpenBatchItem,
  type OpenBatchQueryReply,
} from '@pesa/contract';
import type { z } from 'zod';
import type { Lang } from '../../../i18n/language.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { CurrencyMap } from '../orders/api-money.ts';
import type { ApiCaller } from '../orders/api-order-request.ts';
import { openOrderView } from '../orders/api-order-view.ts';
import type { ApiBatchItem, ApiBatchesRepository } from './api-batches.repository.ts';
import type { ItemError } from './batch-errors.ts';
import { batchSummary } from './batch-completion.ts';

/**
 * POST /open/v1/batch/query: one of the calling merchant's batches of the key's mode, by its
 * merchantBatchNo or batchSn (both given: both must name it), with its counts and a page of its
 * items. Another merchant's batch, or the other mode's, is -1007, as for orders.
 */
export class BatchQueryService {
  constructor(
    private readonly deps: { repo: ApiBatchesRepository; currencies: () => Promise<CurrencyMap> },
  ) {}

  async query(
    caller: ApiCaller,
    body: z.infer<typeof openBatchQueryBody>,
    lang: Lang,
  ): Promise<OpenBatchQueryReply> {
    const { repo } = this.deps;
    const batch = await repo.find(caller, body);
    if (!batch) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const items = await repo.page(batch.id, body.pageNum, body.pageSize);
    const ids = items.flatMap((item) => (item.order_id === null ? [] : [item.order_id]));
    const orders = new Map((await repo.orders(ids)).map((order) => [order.id, order]));
    const currencies = await this.deps.currencies();
    return {
      ...(await batchSummary(repo, batch)),
      approvalStatus: (batch.approval_status as OpenBatchQueryReply['approvalStatus']) ?? null,
      total: batch.item_count,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      items: items.map((item): OpenBatchItem => {
        const order = item.order_id === null ? undefined : orders.get(item.order_id);
        const error = item.error ? (JSON.parse(item.error) as ItemError) : null;
        return {
          ...(order && openOrderView(order, currencies)),
          index: item.item_index,
          merchantOrderNo: item.merchant_order_no,
          state: item.status as OpenBatchItem['state'],
          code: error?.code ?? null,
          msg: error?.msg[lang] ?? null,
          nameCheck: nameCheckOf(item),
        };
      }),
    };
  }
}

/** The stored grade; the registered name only with CLOSE_MATCH (never for NO_MATCH). */
function nameCheckOf(item: ApiBatchItem): OpenBatchItem['nameCheck'] {
  if (!item.name_check) return null;
  const result = item.name_check as NonNullable<OpenBatchItem['nameCheck']>['result'];
  return result === 'CLOSE_MATCH' && item.name_check_name
    ? { result, registeredName: item.name_check_name }
    : { result };
}
