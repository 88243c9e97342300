import { useState } from 'react';
import { Button, Empty, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { useContractWorkers, type ContractWorker, type ContractWorkerFilters } from '../api.ts';
import { ReviewStatusTag } from '../components/ReviewStatusTag.tsx';
import { WorkerDetailDrawer } from '../components/WorkerDetailDrawer.tsx';
import { WorkerFormModal } from '../components/WorkerFormModal.tsx';
import { WorkerReviewNote } from '../components/WorkerReviewNote.tsx';

/**
 * Contract workers: paged list with a name filter, detail, add and edit with their documents.
 * Each shows our review's status, and a rejection its reason, since only an approved worker can
 * be named on a send.
 */
export default function ContractWorkersPage() {
  const { t } = useTranslation();
  const { filters, filterBy, tableProps } = usePagedFilters<ContractWorkerFilters>();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [viewing, setViewing] = useState<number>();
  const workers = useContractWorkers(filters);
  const label = (field: string) => t(`orgAccounts:worker.field.${field}`);

  return (
    <section className="page-card" aria-labelledby="workers-title">
      <ListHeader
        titleId="workers-title"
        title={t('menu:route.contractWorker')}
        addLabel={t('orgAccounts:worker.add')}
        onAdd={() => setEditing({})}
      />
      <Typography.Paragraph type="secondary">{t('orgAccounts:worker.intro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('orgAccounts:worker.searchName')}
        aria-label={t('orgAccounts:worker.searchName')}
        onSearch={(name) => filterBy({ name: name.trim() || undefined })}
        style={{ width: 260, maxWidth: '100%', marginBottom: 16 }}
      />
      <Table<ContractWorker>
        {...tableProps(workers)}
        locale={{ emptyText: <Empty description={t('orgAccounts:worker.empty')} /> }}
        columns={[
          {
            title: label('name'),
            render: (_, w) => (
              <>
                <div>{w.name}</div>
                <WorkerReviewNote worker={w} />
              </>
            ),
          },
          {
            title: label('auditStatus'),
            dataIndex: 'auditStatus',
            render: (v: number) => <ReviewStatusTag status={v} />,
          },
          {
            title: label('payeeRelation'),
            dataIndex: 'payeeRelation',
            render: (v: number) => t(`orgAccounts:worker.relation.${v}`),
          },
          { title: label('idNo'), dataIndex: 'idNo', render: (v: string) => v || '-' },
          { title: label('workArea'), dataIndex: 'workArea', render: (v: string) => v || '-' },
          { title: label('updateTime'), render: (_, w) => formatDateTime(w.updateTime) },
          {
            title: t('orgAccounts:actions'),
            fixed: 'right',
            render: (_, w) => (
              <Space size={0}>
                <Button type="link" onClick={() => setViewing(w.id)}>
                  {t('orgAccounts:view')}
                </Button>
                <Button type="link" onClick={() => setEditing({ id: w.id })}>
                  {t('orgAccounts:edit')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <WorkerFormModal
        open={editing !== null}
        workerId={editing?.id}
        onClose={() => setEditing(null)}
      />
      <WorkerDetailDrawer id={viewing} onClose={() => setViewing(undefined)} />
    </section>
  );
}
