import { useState } from 'react';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useExchangeAccounts, type ExchangeAccount, type PageFilters } from '../api.ts';
import { ExchangeAccountFormModal } from '../components/ExchangeAccountFormModal.tsx';
import { ReviewStatusTag } from '../components/ReviewStatusTag.tsx';

/** Exchange (settlement) accounts: paged list with both review statuses, add and edit. */
export default function ExchangeAccountsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PageFilters>({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ account?: ExchangeAccount } | null>(null);
  const { data, isFetching } = useExchangeAccounts(filters);
  const label = (field: string) => t(`orgAccounts:exchange.field.${field}`);

  return (
    <section className="page-card" aria-labelledby="exchange-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={2} id="exchange-title" style={{ margin: 0 }}>
          {t('menu:route.exchangeAccount')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('orgAccounts:exchange.add')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">
        {t('orgAccounts:exchange.intro')}
      </Typography.Paragraph>
      <Table<ExchangeAccount>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('orgAccounts:exchange.empty')} /> }}
        pagination={{
          current: filters.pageNum,
          pageSize: filters.pageSize,
          total: data?.total,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setFilters({ pageNum, pageSize }),
        }}
        // The statuses come first: they are what a phone shows without scrolling sideways.
        columns={[
          { title: label('accountName'), dataIndex: 'accountName' },
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
