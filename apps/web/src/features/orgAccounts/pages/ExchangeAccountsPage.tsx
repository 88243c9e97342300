import { useState } from 'react';
import { Button, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { useExchangeAccounts, type ExchangeAccount } from '../api.ts';
import { ExchangeAccountFormModal } from '../components/ExchangeAccountFormModal.tsx';
import { ReviewStatusTag } from '../components/ReviewStatusTag.tsx';
import { PayeeChangeNote } from '../components/PayeeChangeNote.tsx';

/** Exchange (settlement) accounts: paged list with both review statuses, add and edit. */
export default function ExchangeAccountsPage() {
  const { t } = useTranslation();
  const { filters, tableProps } = usePagedFilters();
  const [editing, setEditing] = useState<{ account?: ExchangeAccount } | null>(null);
  const accounts = useExchangeAccounts(filters);
  const label = (field: string) => t(`orgAccounts:exchange.field.${field}`);

  return (
    <section className="page-card" aria-labelledby="exchange-title">
      <ListHeader
        titleId="exchange-title"
        title={t('menu:route.exchangeAccount')}
        addLabel={t('orgAccounts:exchange.add')}
        onAdd={() => setEditing({})}
      />
      <Typography.Paragraph type="secondary">
        {t('orgAccounts:exchange.intro')}
      </Typography.Paragraph>
      <Table<ExchangeAccount>
        {...tableProps(accounts)}
        locale={{ emptyText: <Empty description={t('orgAccounts:exchange.empty')} /> }}
        // The statuses come first: they are what a phone shows without scrolling sideways.
        columns={[
          {
            title: label('accountName'),
            render: (_, a) => (
              <>
                <div>{a.accountName}</div>
                <PayeeChangeNote change={a.payeeChange} />
              </>
            ),
          },
          {
            title: label('exchangeStatus'),
            dataIndex: 'exchangeStatus',
            render: (v: number) => <ReviewStatusTag status={v} />,
          },
          {
            title: label('paymentStatus'),
            dataIndex: 'paymentStatus',
            render: (v: number) => <ReviewStatusTag status={v} />,
          },
          {
            title: label('type'),
            dataIndex: 'type',
            render: (v: number) => t(`orgAccounts:exchange.holder.${v}`),
          },
          { title: label('accountNumber'), dataIndex: 'accountNumber' },
          {
            title: label('bankName'),
            render: (_, a) => [a.bankName, a.branchName].filter(Boolean).join(' · '),
          },
          { title: label('updateTime'), render: (_, a) => formatDateTime(a.updateTime) },
          {
            title: t('orgAccounts:actions'),
            fixed: 'right',
            render: (_, a) => (
              <Button type="link" onClick={() => setEditing({ account: a })}>
                {t('orgAccounts:edit')}
              </Button>
            ),
          },
        ]}
      />
      <ExchangeAccountFormModal
        open={editing !== null}
        account={editing?.account}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
