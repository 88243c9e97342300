import { useState } from 'react';
import { Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { orderStatusColor, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import {
  customersApi,
  type CustomerLogRow,
  type CustomerOrder,
  type CustomerPosting,
} from './customersApi.ts';

const PAGE_SIZE = 10;

/** One of the customer's lists, a page at a time, newest first. */
function PagedList<T extends object>({
  name,
  userId,
  load,
  columns,
  rowKey,
}: {
  name: string;
  userId: number;
  load: (userId: number, page: number, size: number) => Promise<{ rows: T[]; total: number }>;
  columns: ColumnsType<T>;
  rowKey: keyof T & string;
}) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['ops', 'customers', name, userId, page],
    queryFn: () => load(userId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<T>
      data-testid={`customer-${name}`}
      rowKey={rowKey}
      loading={list.isFetching}
      dataSource={list.data?.rows ?? []}
      columns={columns}
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: list.isError ? list.error.message : t('customers.empty') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        simple: phone,
      }}
    />
  );
}

/** Orders, ledger postings and the operation log of the business. */
export function CustomerHistoryTabs({ userId }: { userId: number }) {
  const { t } = useTranslation(['ops', 'money']);
  const orderColumns: ColumnsType<CustomerOrder> = [
    {
      title: t('customers.time'),
      dataIndex: 'createTime',
      render: (v: string) => formatDateTime(v),
    },
    { title: t('customers.orderNo'), dataIndex: 'sn' },
    {
      title: t('customers.orderType'),
      key: 'type',
      render: (_, o) => (
        <>
          {t(`money:kind.${o.type}`, { defaultValue: String(o.type) })}
          {o.apiMode && <Tag style={{ marginInlineStart: 8 }}>API {o.apiMode}</Tag>}
        </>
      ),
    },
    {
      title: t('customers.channel'),
      dataIndex: 'payType',
      render: (v: number) => t(`money:payType.${v}`, { defaultValue: String(v) }),
    },
    {
      title: t('customers.amount'),
      key: 'amount',
      align: 'right',
      render: (_, o) => formatMoney(o.amount, o.currencyCode),
    },
    {
      title: t('customers.status'),
      dataIndex: 'status',
      render: (v: number) => <Tag color={orderStatusColor(v)}>{t(orderStatusKey(v))}</Tag>,
    },
  ];
  const postingColumns: ColumnsType<CustomerPosting> = [
    {
      title: t('customers.time'),
      dataIndex: 'createTime',
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('customers.account'),
      key: 'account',
      render: (_, p) => (
        <>
          {t(`customers.kinds.${p.kind}`, { defaultValue: p.kind })}
          {p.mode === 'test' && (
            <Tag style={{ marginInlineStart: 8 }}>{t('customers.sandbox')}</Tag>
          )}
        </>
      ),
    },
    {
      title: t('customers.amount'),
      key: 'amount',
      align: 'right',
      render: (_, p) => (
        <Typography.Text type={p.amount.startsWith('-') ? 'danger' : 'success'}>
          {formatMoney(p.amount, p.currencyCode)}
        </Typography.Text>
      ),
    },
    { title: t('customers.entryType'), dataIndex: 'entryType' },
    { title: t('customers.reference'), dataIndex: 'reference' },
  ];
  const logColumns: ColumnsType<CustomerLogRow> = [
    {
      title: t('customers.time'),
      dataIndex: 'createTime',
      render: (v: string) => formatDateTime(v),
    },
    { title: t('customers.by'), dataIndex: 'userName' },
    { title: t('customers.event'), dataIndex: 'eventDesc' },
    { title: t('customers.ip'), dataIndex: 'requestIp', render: (v: string) => v || '—' },
  ];
  return (
    <Tabs
      items={[
        {
          key: 'orders',
          label: t('customers.orders'),
          children: (
            <PagedList
              name="orders"
              userId={userId}
              load={customersApi.orders}
              columns={orderColumns}
              rowKey="orderId"
            />
          ),
        },
        {
          key: 'postings',
          label: t('customers.postings'),
          children: (
            <PagedList
              name="postings"
              userId={userId}
              load={customersApi.postings}
              columns={postingColumns}
              rowKey="id"
            />
          ),
        },
        {
          key: 'oplog',
          label: t('customers.oplog'),
          children: (
            <PagedList
              name="oplog"
              userId={userId}
              load={customersApi.oplog}
              columns={logColumns}
              rowKey="id"
            />
          ),
        },
      ]}
    />
  );
}
