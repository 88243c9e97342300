import type { TFunction } from 'i18next';
import { fetchOrders, type Order, type OrderFilters } from '../../lib/money/api.ts';
import { toCsv, type CsvColumn } from '../../lib/money/csv.ts';
import { orderStatusKey } from '../../lib/money/orderStatus.ts';

const MAX_PAGES = 50;

/** Every row matching the filters, 100 per call (the API's page limit). */
export async function fetchAllOrders(filters: OrderFilters): Promise<Order[]> {
  const rows: Order[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
    const page = await fetchOrders({ ...filters, pageNum, pageSize: 100 });
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) break;
  }
  return rows;
}

/** The CSV of orders; amounts are the API's exact decimal strings. */
export function ordersCsv(rows: Order[], t: TFunction): string {
  const columns: CsvColumn<Order>[] = [
    { header: t('money:field.sn'), value: (o) => o.sn },
    { header: t('money:field.createTime'), value: (o) => o.createTime },
    { header: t('money:field.type'), value: (o) => t(`money:kind.${o.type}`) },
    { header: t('money:field.scope'), value: (o) => t(`money:scope.${o.scope}`) },
    { header: t('money:field.payType'), value: (o) => t(`money:payType.${o.payType}`) },
    { header: t('money:field.currency'), value: (o) => o.currencyCode },
    { header: t('money:field.amount'), value: (o) => o.amount },
    { header: t('money:field.fee'), value: (o) => o.netFeeAmount },
    { header: t('money:field.payAmount'), value: (o) => o.payAmount },
    { header: t('money:field.toAmount'), value: (o) => o.toAmount },
    { header: t('money:field.payee'), value: (o) => o.payeeName },
    { header: t('money:field.status'), value: (o) => t(orderStatusKey(o.status)) },
  ];
  return toCsv(columns, rows);
}
