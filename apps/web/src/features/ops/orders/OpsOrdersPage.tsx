import { useState } from 'react';
import { Alert, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { formatDateTime, formatMinorMoney } from '../../../lib/format.ts';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { OrderSearchForm } from './OrderSearchForm.tsx';
import { createdByText } from './createdByText.ts';
import { opsOrdersApi, type OpsOrderRow, type OrderSearchFilters } from './ordersApi.ts';

const PAGE_SIZE = 20;

/** Marks test money, so a sandbox order is never taken for a real payment. */
function SandboxTag() {
  const { t } = useTranslation('ops');
  return (
    <Tag color="purple" style={{ marginInlineStart: 8 }} data-testid="ops-order-sandbox">
      {t('ordersRails.orders.sandbox')}
    </Tag>
  );
}

/** A team member's order says so under its customer; the main account's own need no line. */
function MadeBy({ row }: { row: OpsOrderRow }) {
  const { t } = useTranslation('ops');
  if (!row.createdBy?.member) return null;
  return (
    <div data-testid="ops-order-created-by">
      <Typography.Text type="secondary">
        {t('ordersRails.orders.createdBy')}: {createdByText(row.createdBy, t)}
      </Typography.Text>
    </div>
  );
}

/** /ops/orders: every customer's orders, searched; a row opens the order and its timeline. */
export function OpsOrdersPage() {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const [filters, setFilters] = useState<OrderSearchFilters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'orders', filters, page],
    queryFn: () => opsOrdersApi.search(filters, page, PAGE_SIZE),
  });
  const channels = useQuery({ queryKey: ['ops', 'orderChannels'], queryFn: opsOrdersApi.channels });
  const channelName = (payType: number) =>
    channels.data?.find((c) => c.payType === payType)?.name ?? String(payType);
  const columns = [
    {
      title: t('ordersRails.orders.sn'),
      dataIndex: 'sn',
      render: (sn: string, row: OpsOrderRow) => (
        <>
          <Typography.Text strong copyable={!phone}>
            {sn}
          </Typography.Text>
          {row.apiKind && <Tag style={{ marginInlineStart: 8 }}>{t('ordersRails.orders.api')}</Tag>}
          {row.sandbox && <SandboxTag />}
        </>
      ),
    },
    {
      title: t('ordersRails.orders.customer'),
      key: 'customer',
      render: (_: unknown, row: OpsOrderRow) => (
        <>
          <div>{row.customer.phone ?? row.customer.email ?? '—'}</div>
          <Typography.Text type="secondary">{row.customer.accountNo}</Typography.Text>
          <MadeBy row={row} />
        </>
      ),
    },
    {
      title: t('ordersRails.orders.kind'),
      dataIndex: 'kind',
      render: (kind: number) => t(`ordersRails.orders.kinds.${kind}`),
    },
    {
      title: t('ordersRails.orders.channel'),
      dataIndex: 'payType',
      render: channelName,
    },
    {
      title: t('ordersRails.orders.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, row: OpsOrderRow) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatMinorMoney(row.amountMinor, row.decimals, row.currencyCode)}
        </span>
      ),
    },
    {
      title: t('ordersRails.orders.status'),
      dataIndex: 'status',
      render: (status: number) => <OrderStatusTag status={status} />,
    },
    {
      title: t('ordersRails.orders.created'),
      dataIndex: 'createTime',
      render: (time: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>
      ),
    },
  ];
  // A phone shows two columns that carry it all: the order (customer, type, channel beneath)
  // and its amount with its status, so nothing needs a sideways scroll to be read.
  const phoneColumns = [
    {
      title: t('ordersRails.orders.sn'),
      key: 'order',
      render: (_: unknown, row: OpsOrderRow) => (
        <>
          <Typography.Text strong>{row.sn}</Typography.Text>
          {row.sandbox && <SandboxTag />}
          <div>{row.customer.phone ?? row.customer.email ?? row.customer.accountNo}</div>
          <MadeBy row={row} />
          <Typography.Text type="secondary">
            {t(`ordersRails.orders.kinds.${row.kind}`)} · {channelName(row.payType)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('ordersRails.orders.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, row: OpsOrderRow) => (
        <>
          <div style={{ whiteSpace: 'nowrap' }}>
            {formatMinorMoney(row.amountMinor, row.decimals, row.currencyCode)}
          </div>
          <OrderStatusTag status={row.status} />
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(row.createTime)}
            </Typography.Text>
          </div>
        </>
      ),
    },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('ordersRails.orders.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ordersRails.orders.help')}</Typography.Paragraph>
      <OrderSearchForm
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isError && (
        <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey="orderId"
        data-testid="ops-orders-table"
        loading={list.isPending}
        dataSource={list.data?.rows ?? []}
        columns={phone ? phoneColumns : columns}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('ordersRails.orders.empty') }}
        onRow={(row) => ({ onClick: () => setOpen(row.orderId), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      <OrderDetailDrawer orderId={open} channelName={channelName} onClose={() => setOpen(null)} />
    </>
  );
}
