import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { complianceApi, type ContractWorkerQueueRow } from './complianceCalls.ts';
import { ContractWorkerDetailDrawer, WORKER_STATUS_COLOR } from './ContractWorkerDetailDrawer.tsx';
import { QueuePage } from './QueuePage.tsx';

/** /ops/contract-workers: every account's contract workers by review status; pending first. */
export function OpsContractWorkersPage() {
  const { t } = useTranslation(['ops', 'orgAccounts']);
  const f = (key: string) => t(`orgAccounts:worker.field.${key}`);
  return (
    <QueuePage<ContractWorkerQueueRow, number>
      queue="workers"
      testId="ops-contract-workers"
      customerOf={(row) => row.userId}
      title={t('compliance.worker.title')}
      filters={[
        { value: 0, label: t('kyc.filterWaiting') },
        { value: 1, label: t('kyc.filterApproved') },
        { value: 2, label: t('kyc.filterRejected') },
      ]}
      load={complianceApi.contractWorkers}
      rowKey="id"
      columns={[
        {
          title: f('name'),
          dataIndex: 'name',
          render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
        },
        {
          title: f('payeeRelation'),
          dataIndex: 'payeeRelation',
          render: (v: number) => t(`orgAccounts:worker.relation.${v}`),
        },
        { title: f('idNo'), dataIndex: 'idNo' },
        { title: f('workArea'), dataIndex: 'workArea' },
        {
          title: t('kyc.status'),
          dataIndex: 'auditStatus',
          render: (status: number) => (
            <Tag color={WORKER_STATUS_COLOR[status]}>
              {t(`orgAccounts:exchange.status.${status}`)}
            </Tag>
          ),
        },
        {
          title: f('updateTime'),
          dataIndex: 'updateTime',
          render: (time: string) => formatDateTime(time),
        },
      ]}
      detail={(row, close) => <ContractWorkerDetailDrawer row={row} onClose={close} />}
    />
  );
}
