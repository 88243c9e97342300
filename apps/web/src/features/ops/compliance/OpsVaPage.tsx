import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { complianceApi, type VaQueueRow } from './complianceCalls.ts';
import { QueuePage } from './QueuePage.tsx';
import { useReferenceNames } from './useReferenceNames.ts';
import { VA_STATUS_COLOR, VaDetailDrawer } from './VaDetailDrawer.tsx';

/** /ops/va: virtual account applications; Submitted (the menu's count) first. */
export function OpsVaPage() {
  const { t } = useTranslation(['ops', 'va']);
  const names = useReferenceNames();
  return (
    <QueuePage<VaQueueRow, string>
      queue="va"
      testId="ops-va"
      customerOf={(row) => row.userId}
      title={t('compliance.va.title')}
      filters={(['Submitted', 'Confirmed', 'Successful'] as const).map((value) => ({
        value,
        label: t(`va:status.${value}`),
      }))}
      load={complianceApi.vas}
      rowKey="id"
      columns={[
        {
          title: t('va:field.country'),
          dataIndex: 'countryId',
          render: (id: number) => names.country(id),
        },
        {
          title: t('va:field.currency'),
          dataIndex: 'currencyId',
          render: (id: number) => names.currency(id),
        },
        {
          title: t('kyc.status'),
          dataIndex: 'status',
          render: (status: string) => (
            <Tag color={VA_STATUS_COLOR[status]}>{t(`va:status.${status}`)}</Tag>
          ),
        },
        {
          title: t('kyc.submitted'),
          dataIndex: 'createTime',
          render: (time: string) => formatDateTime(time),
        },
      ]}
      detail={(row, close) => <VaDetailDrawer row={row} onClose={close} />}
    />
  );
}
