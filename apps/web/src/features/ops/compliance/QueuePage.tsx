import { useState, type ReactNode } from 'react';
import { Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { CustomerNameCell } from '../customers/CustomerNameCell.tsx';
import { useCustomerNames } from '../customers/useCustomerNames.ts';

const PAGE_SIZE = 20;

/**
 * A compliance queue: a title, a filter (the first choice is the work waiting, which the menu
 * counts), a paged table oldest first with each row's customer named, and a detail for the row
 * clicked.
 */
export function QueuePage<Row extends object, Filter extends string | number>({
  queue,
  title,
  filters,
  load,
  columns,
  rowKey,
  detail,
  testId,
  customerOf,
}: {
  /** The react-query key under ['ops']; decisions invalidate it. */
  queue: string;
  title: string;
  filters: ReadonlyArray<{ value: Filter; label: string }>;
  load: (
    pageNum: number,
    pageSize: number,
    filter: Filter,
  ) => Promise<{ rows: Row[]; total: number }>;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  detail: (row: Row, close: () => void) => ReactNode;
  testId: string;
  /** The account a row belongs to: shown first, by account number and KYC/KYB name. */
  customerOf: (row: Row) => number;
}) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const [filter, setFilter] = useState<Filter>(filters[0]!.value);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Row | null>(null);
  const list = useQuery({
    queryKey: ['ops', queue, filter, page],
    queryFn: () => load(page, PAGE_SIZE, filter),
  });
  const rows = list.data?.rows ?? [];
  const nameOf = useCustomerNames(rows.map(customerOf));
  const withCustomer: TableColumnsType<Row> = [
    {
      title: t('compliance.customer'),
      key: 'customer',
      render: (_: unknown, row: Row) => <CustomerNameCell customer={nameOf(customerOf(row))} />,
    },
    ...columns,
  ];
  return (
    <div data-testid={testId}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {filters.length > 1 && (
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={filters.map((f) => ({ value: f.value, label: f.label }))}
          style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
        />
      )}
      <Table<Row>
        rowKey={rowKey}
        loading={list.isPending}
        dataSource={rows}
        columns={withCustomer}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? list.error.message : t('kyc.empty') }}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      {open && detail(open, () => setOpen(null))}
    </div>
  );
}
