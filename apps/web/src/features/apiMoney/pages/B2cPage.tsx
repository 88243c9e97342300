import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { BANK_PAY_TYPES } from '@pesa/contract';
import { C2B_ACCOUNT_TYPES } from '@pesa/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../amounts.ts';
import { ApiOrderFilterBar } from '../components/ApiOrderFilterBar.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { PayoutDetails } from '../components/PayoutDetails.tsx';
import { PayoutStatusTag } from '../components/StatusTags.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

/** Payouts go out by mobile money (the C2B channels) or by bank. */
const PAYOUT_PAY_TYPES = [...C2B_ACCOUNT_TYPES, ...BANK_PAY_TYPES];

/** B2C: the merchant's payouts with their payout status (SPEC §4), recipient and fee. */
export default function B2cPage() {
  const { t } = useTranslation();
  const list = useApiOrderList('payout');
  return (
    <section className="page-card" aria-labelledby="api-b2c-title">
      <ApiScreenHeader
        titleId="api-b2c-title"
        title={t('apiMoney:title.b2c')}
        onExport={list.exportCsv}
      />
      <ApiOrderFilterBar onChange={list.filterBy} payTypes={PAYOUT_PAY_TYPES} payoutStatus />
      <Table<ApiOrderRow>
        rowKey="sn"
        loading={list.result.isFetching}
        dataSource={list.result.data?.rows}
        scroll={{ x: 'max-content' }}
        pagination={list.pagination()}
        expandable={{ expandedRowRender: (order) => <PayoutDetails order={order} /> }}
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
            title: t('money:field.payee'),
            render: (_, o) => [o.recipientName, o.recipient].filter(Boolean).join(' · ') || '-',
          },
          { title: t('money:field.amount'), render: (_, o) => moneyText(o.amount, o.currencyCode) },
          { title: t('money:field.fee'), render: (_, o) => moneyText(o.feeAmount, o.currencyCode) },
          {
            title: t('apiMoney:field.payoutStatus'),
            render: (_, o) => <PayoutStatusTag status={o.payoutStatus} />,
          },
          { title: t('money:field.createTime'), render: (_, o) => formatDateTime(o.createTime) },
        ]}
      />
    </section>
  );
}
