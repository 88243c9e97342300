import type { ReactNode } from 'react';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { orderStatusColor, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import type { ReviewOrder } from './financeCalls.ts';

/** Every field of the order an operator decides on; a field the order does not have is left out. */
export function OrderFields({ order }: { order: ReviewOrder }) {
  const { t } = useTranslation(['ops', 'money']);
  const money = (value: string | null, code: string) => formatMoney(value, code);
  const crossCurrency = order.currencyCode !== order.toCurrencyCode;
  const topUp = order.type === -1;
  const apiKind = order.apiKind
    ? t(`finance.apiKinds.${order.apiKind}`, { defaultValue: order.apiKind })
    : null;
  const rows: Array<[string, ReactNode]> = [
    [
      'status',
      <Tag key="status" color={orderStatusColor(order.status)}>
        {t(orderStatusKey(order.status))}
      </Tag>,
    ],
    ['sn', order.sn],
    // A merchant API order says which API movement it is: a suspense top-up credits the API
    // suspense account, not a wallet.
    [
      'kind',
      apiKind ? apiKind : t(`money:kind.${order.type}`, { defaultValue: String(order.type) }),
    ],
    [
      'scope',
      order.apiKind === 'recharge'
        ? t('finance.apiSuspense')
        : t(`money:scope.${order.scope}`, { defaultValue: String(order.scope) }),
    ],
    ['channel', t(`money:payType.${order.payType}`, { defaultValue: String(order.payType) })],
    ['amount', money(order.amount, order.currencyCode)],
    ['fee', money(order.netFeeAmount, order.currencyCode)],
    ['taxFee', order.taxFee !== '0.00' ? money(order.taxFee, order.currencyCode) : null],
    // A top-up charges nothing beyond its amount: what it credits is the line that matters.
    ['payAmount', topUp ? null : money(order.payAmount, order.currencyCode)],
    ['rate', crossCurrency ? order.rate : null],
    ['toAmount', crossCurrency ? money(order.toAmount, order.toCurrencyCode) : null],
    [
      topUp ? (order.apiKind === 'recharge' ? 'creditedSuspense' : 'credited') : 'receivedAmount',
      money(order.receivedAmount, order.toCurrencyCode),
    ],
    ['recipient', order.payeeName],
    ['destination', order.payeeAccount],
    ['walletPhone', order.phonenumber],
    ['transactionReason', order.transactionReason],
    ['fundsPurpose', order.fundsPurpose],
    ['senderAddress', order.senderAddress],
    ['contractWorker', order.contractWorkerName],
    ['remark', order.remark],
    [
      'apiKind',
      order.apiKind ? t(order.apiMode === 'test' ? 'finance.sandbox' : 'finance.live') : null,
    ],
    ['thirdOrderNo', order.thirdOrderNo],
    ['failReason', order.failReason],
    ['created', formatDateTime(order.createTime)],
    ['decided', order.auditTime ? formatDateTime(order.auditTime) : null],
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      title={t('finance.orderSection')}
      items={rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([key, value]) => ({ key, label: t(`finance.field.${key}`), children: value }))}
    />
  );
}
