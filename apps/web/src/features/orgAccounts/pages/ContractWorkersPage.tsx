import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { SearchField } from '../../../components/plain/SearchField.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { useContractWorkers, type ContractWorker, type ContractWorkerFilters } from '../api.ts';
import {
  LazyWorkerDetailDrawer,
  LazyWorkerFormModal,
  prefetchWorkerDetail,
  prefetchWorkerForm,
} from '../components/LazyOrgDialogs.tsx';
import { ReviewStatusTag } from '../components/ReviewStatusTag.tsx';
import { WorkerReviewNote } from '../components/WorkerReviewNote.tsx';
import '../orgAccounts.css';

/**
 * Contract workers: paged list with a name filter, detail, add and edit with their documents.
 * Each shows our review's status, and a rejection its reason, since only an approved worker can
 * be named on a send. The list is plain and the form and the detail load when first opened, so
 * that a phone's first visit stays within its budget (issue 16).
 */
export default function ContractWorkersPage() {
  const { t } = useTranslation();
  const { filters, filterBy, setPage } = usePagedFilters<ContractWorkerFilters>();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [viewing, setViewing] = useState<number>();
  const { data, isFetching } = useContractWorkers(filters);
  const label = (field: string) => t(`orgAccounts:worker.field.${field}`);

  return (
    <section className="page-card plain-screen" aria-labelledby="workers-title">
      <ListHeader
        titleId="workers-title"
        title={t('menu:route.contractWorker')}
        addLabel={t('orgAccounts:worker.add')}
        onAdd={() => setEditing({})}
        onNearAdd={prefetchWorkerForm}
      />
      <p className="org-intro text-secondary">{t('orgAccounts:worker.intro')}</p>
      <div className="plain-filters">
        <SearchField
          label={t('orgAccounts:worker.searchName')}
          width={260}
          onSearch={(name) => filterBy({ name })}
        />
      </div>
      <PlainTable<ContractWorker>
        rowKey={(w) => w.id}
        rows={data?.rows}
        loading={isFetching}
        empty={t('orgAccounts:worker.empty')}
        columns={[
          {
            key: 'name',
            title: label('name'),
            render: (w) => (
              <>
                <div>{w.name}</div>
                <WorkerReviewNote worker={w} />
              </>
            ),
          },
          {
            key: 'auditStatus',
            title: label('auditStatus'),
            render: (w) => <ReviewStatusTag status={w.auditStatus} />,
          },
          {
            key: 'payeeRelation',
            title: label('payeeRelation'),
            render: (w) => t(`orgAccounts:worker.relation.${w.payeeRelation}`),
          },
          { key: 'idNo', title: label('idNo'), render: (w) => w.idNo || '-' },
          { key: 'workArea', title: label('workArea'), render: (w) => w.workArea || '-' },
          {
            key: 'updateTime',
            title: label('updateTime'),
            render: (w) => formatDateTime(w.updateTime),
          },
          {
            key: 'actions',
            title: t('orgAccounts:actions'),
            pinned: true,
            render: (w) => (
              <span className="org-row-actions">
                <button
                  type="button"
                  className="plain-link"
                  onClick={() => setViewing(w.id)}
                  onPointerEnter={prefetchWorkerDetail}
                >
                  {t('orgAccounts:view')}
                </button>
                <button
                  type="button"
                  className="plain-link"
                  onClick={() => setEditing({ id: w.id })}
                  onPointerEnter={prefetchWorkerForm}
                >
                  {t('orgAccounts:edit')}
                </button>
              </span>
            ),
          },
        ]}
      />
      <Pager {...filters} total={data?.total} onPage={setPage} />
      <LazyWorkerFormModal
        open={editing !== null}
        workerId={editing?.id}
        onClose={() => setEditing(null)}
      />
      <LazyWorkerDetailDrawer id={viewing} onClose={() => setViewing(undefined)} />
    </section>
  );
}
