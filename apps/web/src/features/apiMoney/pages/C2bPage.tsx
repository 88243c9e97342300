import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { C2B_ACCOUNT_TYPES } from '@pesa/domain';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/format.ts';
import { ApiOrderFilterBar } from '../components/ApiOrderFilterBar.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { PayerDetails } from '../components/PayerDetails.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

/**
 * C2B: the money the merchant's customers paid in, with who paid (open a row). Plain elements,
 * so that a phone's first visit stays within its budget (issue 16).
 */
export default function C2bPage() {
  const { t } = useTranslation();
  const list = useApiOrderList('collect');
  return (
    <section className="page-card plain-screen" aria-labelledby="api-c2b-title">
      <ApiScreenHeader
        titleId="api-c2b-title"
        title={t('apiMoney:title.c2b')}
        exportOf={list.exportOf}
      />
      <ApiOrderFilterBar
        filters={list.query}
        onChange={list.filterBy}
        payTypes={C2B_ACCOUNT_TYPES}
      />
      <PlainTable<ApiOrderRow>
        rowKey={(o) => o.sn}
        loading={list.result.isFetching}
        rows={list.result.data?.rows}
        empty={t('apiMoney:empty')}
        expandedRow={(order) => <PayerDetails order={order} />}
        columns={[
          { key: 'sn', title: t('money:field.sn'), render: (o) => o.sn },
          {
            key: 'merchantOrderNo',
            title: t('apiMoney:field.merchantOrderNo'),
            render: (o) => o.merchantOrderNo ?? '-',
          },
          {
            key: 'channel',
            title: t('apiMoney:field.channel'),
            render: (o) => t(`money:payType.${o.payType}`, { defaultValue: String(o.payType) }),
          },
          {
            key: 'payer',
            title: t('apiMoney:field.payer'),
            // An STK push names only the phone it asked; the channel may report more.
            render: (o) =>
              [o.oppoAccountName, o.oppoAccountId ?? o.recipient].filter(Boolean).join(' · ') ||
              '-',
          },
          {
            key: 'amount',
            title: t('money:field.amount'),
            render: (o) => formatMoney(o.amount, o.currencyCode),
          },
          {
            key: 'fee',
            title: t('money:field.fee'),
            render: (o) => formatMoney(o.feeAmount, o.currencyCode),
          },
          {
            key: 'status',
            title: t('money:field.status'),
            render: (o) => <OrderStatusTag status={o.status} />,
          },
          {
            key: 'createTime',
            title: t('money:field.createTime'),
            render: (o) => formatDateTime(o.createTime),
          },
        ]}
      />
      <Pager {...list.pager} />
    </section>
  );
}
