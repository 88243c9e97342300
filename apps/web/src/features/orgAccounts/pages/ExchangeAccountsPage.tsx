import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { useExchangeAccounts, type ExchangeAccount } from '../api.ts';
import {
  LazyExchangeAccountFormModal,
  prefetchExchangeForm,
} from '../components/LazyOrgDialogs.tsx';
import { ReviewStatusTag } from '../components/ReviewStatusTag.tsx';
import { PayeeChangeNote } from '../components/PayeeChangeNote.tsx';
import '../orgAccounts.css';

/**
 * Exchange (settlement) accounts: paged list with both review statuses, add and edit. The list
 * is plain and the form loads when first opened, so that a phone's first visit stays within its
 * budget (issue 16).
 */
export default function ExchangeAccountsPage() {
  const { t } = useTranslation();
  const { filters, setPage } = usePagedFilters();
  const [editing, setEditing] = useState<{ account?: ExchangeAccount } | null>(null);
  const { data, isFetching } = useExchangeAccounts(filters);
  const label = (field: string) => t(`orgAccounts:exchange.field.${field}`);

  return (
    <section className="page-card plain-screen" aria-labelledby="exchange-title">
      <ListHeader
        titleId="exchange-title"
        title={t('menu:route.exchangeAccount')}
        addLabel={t('orgAccounts:exchange.add')}
        onAdd={() => setEditing({})}
        onNearAdd={prefetchExchangeForm}
      />
      <p className="org-intro text-secondary">{t('orgAccounts:exchange.intro')}</p>
      <PlainTable<ExchangeAccount>
        rowKey={(a) => a.id}
        rows={data?.rows}
        loading={isFetching}
        empty={t('orgAccounts:exchange.empty')}
        // The statuses come first: they are what a phone shows without scrolling sideways.
        columns={[
          {
            key: 'accountName',
            title: label('accountName'),
            render: (a) => (
              <>
                <div>{a.accountName}</div>
                <PayeeChangeNote change={a.payeeChange} />
              </>
            ),
          },
          {
            key: 'exchangeStatus',
            title: label('exchangeStatus'),
            render: (a) => <ReviewStatusTag status={a.exchangeStatus} />,
          },
          {
            key: 'paymentStatus',
            title: label('paymentStatus'),
            render: (a) => <ReviewStatusTag status={a.paymentStatus} />,
          },
          {
            key: 'type',
            title: label('type'),
            render: (a) => t(`orgAccounts:exchange.holder.${a.type}`),
          },
          { key: 'accountNumber', title: label('accountNumber'), render: (a) => a.accountNumber },
          {
            key: 'bankName',
            title: label('bankName'),
            render: (a) => [a.bankName, a.branchName].filter(Boolean).join(' · '),
          },
          {
            key: 'updateTime',
            title: label('updateTime'),
            render: (a) => formatDateTime(a.updateTime),
          },
          {
            key: 'actions',
            title: t('orgAccounts:actions'),
            pinned: true,
            render: (a) => (
              <button
                type="button"
                className="plain-link"
                onClick={() => setEditing({ account: a })}
                onPointerEnter={prefetchExchangeForm}
              >
                {t('orgAccounts:edit')}
              </button>
            ),
          },
        ]}
      />
      <Pager {...filters} total={data?.total} onPage={setPage} />
      <LazyExchangeAccountFormModal
        open={editing !== null}
        account={editing?.account}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
