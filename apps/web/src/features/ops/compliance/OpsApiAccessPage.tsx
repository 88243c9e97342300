import type { OpsUserApiRow } from '@pesa/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { API_STATUS_COLOR, ApiAccessDetailDrawer } from './ApiAccessDetailDrawer.tsx';
import { complianceApi } from './complianceCalls.ts';
import { QueuePage } from './QueuePage.tsx';

/** /ops/api-access: API access applications; awaiting review (counted) first. */
export function OpsApiAccessPage() {
  const { t } = useTranslation(['ops', 'apiAccess']);
  return (
    <QueuePage<OpsUserApiRow, number>
      queue="apiAccess"
      testId="ops-api-access"
      customerOf={(row) => row.userId}
      title={t('compliance.api.title')}
      filters={[
        { value: 0, label: t('kyc.filterWaiting') },
        { value: 1, label: t('kyc.filterApproved') },
        { value: 2, label: t('kyc.filterRejected') },
      ]}
      load={complianceApi.apiApplications}
      rowKey="userId"
      columns={[
        {
          title: t('apiAccess:field.companyName'),
          dataIndex: 'companyName',
          render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
        },
        { title: t('apiAccess:field.monthlyVolume'), dataIndex: 'monthlyVolume' },
        {
          title: t('kyc.status'),
          dataIndex: 'auditStatus',
          render: (status: number) => (
            <Tag color={API_STATUS_COLOR[status]}>{t(`compliance.api.statuses.${status}`)}</Tag>
          ),
        },
        {
          title: t('compliance.updated'),
          dataIndex: 'updateTime',
          render: (time: string) => formatDateTime(time),
        },
      ]}
      detail={(row, close) => <ApiAccessDetailDrawer row={row} onClose={close} />}
    />
  );
}
