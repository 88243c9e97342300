import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { BANK_PAY_TYPES } from '@pesa/contract';
import { C2B_ACCOUNT_TYPES } from '@pesa/domain';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/format.ts';
import { ApiOrderFilterBar } from '../components/ApiOrderFilterBar.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { PayoutDetails } from '../components/PayoutDetails.tsx';
import { PayoutStatusTag } from '../components/StatusTags.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

/** Payouts go out by mobile money (the C2B channels) or by bank. */
const PAYOUT_PAY_TYPES = [...C2B_ACCOUNT_TYPES, ...BANK_PAY_TYPES];

/**
 * B2C: the merchant's payouts with their payout status (SPEC §4), recipient and fee. Plain
 * elements, so that a phone's first visit stays within its budget (issue 16).
 */
export default function B2cPage() {
  const { t } = useTranslation();
  const list = useApiOrderList('payout');
  return (
    <section className="page-card plain-screen" aria-labelledby="api-b2c-title">
      <ApiScreenHeader
        titleId="api-b2c-title"
        title={t('apiMoney:title.b2c')}
        exportOf={list.exportOf}
      />
      <ApiOrderFilterBar
        filters={list.query}
        onChange={list.filterBy}
        payTypes={PAYOUT_PAY_TYPES}
        payoutStatus
      />
      <PlainTable<ApiOrderRow>
        rowKey={(o) => o.sn}
        loading={list.result.isFetching}
        rows={list.result.data?.rows}
        empty={t('apiMoney:empty')}
        expandedRow={(order) => <PayoutDetails order={order} />}
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
            key: 'payee',
            title: t('money:field.payee'),
            render: (o) => [o.recipientName, o.recipient].filter(Boolean).join(' · ') || '-',
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
            key: 'payoutStatus',
            title: t('apiMoney:field.payoutStatus'),
            render: (o) => <PayoutStatusTag status={o.payoutStatus} />,
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
