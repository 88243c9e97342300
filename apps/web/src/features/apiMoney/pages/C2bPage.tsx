import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { C2B_ACCOUNT_TYPES } from '@pesa/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { moneyText } from '../amounts.ts';
import { ApiOrderFilterBar } from '../components/ApiOrderFilterBar.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { PayerDetails } from '../components/PayerDetails.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

/** C2B: the money the merchant's customers paid in, with who paid (expand a row). */
export default function C2bPage() {
  const { t } = useTranslation();
  const list = useApiOrderList('collect');
  return (
    <section className="page-card" aria-labelledby="api-c2b-title">
      <ApiScreenHeader
        titleId="api-c2b-title"
        title={t('apiMoney:title.c2b')}
        onExport={list.exportCsv}
      />
      <ApiOrderFilterBar onChange={list.filterBy} payTypes={C2B_ACCOUNT_TYPES} />
      <Table<ApiOrderRow>
        rowKey="sn"
        loading={list.result.isFetching}
        dataSource={list.result.data?.rows}
        scroll={{ x: 'max-content' }}
        pagination={list.pagination()}
        expandable={{ expandedRowRender: (order) => <PayerDetails order={order} /> }}
        columns={[
          { title: t('money:field.sn'), dataIndex: 'sn' },
          {
            title: t('apiMoney:field.merchantOrderNo'),
            render: (_, o) => o.merchantOrderNo ?? '-',
          },
          {
            title: t('apiMoney:field.channel'),
            render: (_, o) => t(`money:payType.${o.payType}`, { defaultValue: String(o.payType) }),
          },
          {
            title: t('apiMoney:field.payer'),
            // An STK push names only the phone it asked; the channel may report more.
            render: (_, o) =>
              [o.oppoAccountName, o.oppoAccountId ?? o.recipient].filter(Boolean).join(' · ') ||
              '-',
          },
          { title: t('money:field.amount'), render: (_, o) => moneyText(o.amount, o.currencyCode) },
          { title: t('money:field.fee'), render: (_, o) => moneyText(o.feeAmount, o.currencyCode) },
          {
            title: t('money:field.status'),
            render: (_, o) => <OrderStatusTag status={o.status} />,
          },
          { title: t('money:field.createTime'), render: (_, o) => formatDateTime(o.createTime) },
        ]}
      />
    </section>
  );
}
