import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { complianceApi, type PayeeQueueRow } from './complianceCalls.ts';
import { PAYEE_STATUS_COLOR, PayeeDetailDrawer } from './PayeeDetailDrawer.tsx';
import { QueuePage } from './QueuePage.tsx';
import { useReferenceNames } from './useReferenceNames.ts';

/** /ops/payees: cross-border recipients awaiting review (or past decisions), oldest first. */
export function OpsPayeesPage() {
  const { t } = useTranslation(['ops', 'money', 'payees']);
  const names = useReferenceNames();
  return (
    <QueuePage<PayeeQueueRow, number>
      queue="payees"
      testId="ops-payees"
      customerOf={(row) => row.mainUserId}
      title={t('compliance.payee.title')}
      filters={[
        { value: -1, label: t('kyc.filterWaiting') },
        { value: 1, label: t('kyc.filterApproved') },
        { value: 2, label: t('kyc.filterRejected') },
      ]}
      load={complianceApi.payees}
      rowKey="id"
      columns={[
        {
          title: t('compliance.payee.name'),
          dataIndex: 'name',
          render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
        },
        {
          title: t('compliance.payee.payType'),
          dataIndex: 'payType',
          render: (payType: number) => t(`money:payType.${payType}`, { defaultValue: '' }),
        },
        {
          title: t('compliance.payee.country'),
          dataIndex: 'countryId',
          render: (id: number, row) => `${names.country(id)} · ${names.currency(row.currencyId)}`,
        },
        {
          title: t('kyc.status'),
          dataIndex: 'auditStatus',
          render: (status: number) => (
            <Tag color={PAYEE_STATUS_COLOR[status]}>{t(`payees:audit.${status}`)}</Tag>
          ),
        },
        {
          title: t('compliance.payee.updateTime'),
          dataIndex: 'updateTime',
          render: (time: string) => formatDateTime(time),
        },
      ]}
      detail={(row, close) => <PayeeDetailDrawer row={row} onClose={close} />}
    />
  );
}
