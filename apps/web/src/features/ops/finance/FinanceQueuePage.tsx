import { useState } from 'react';
import { Table, Tag, Typography } from 'antd';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { orderStatusColor, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { WideTableHint } from '../../../components/WideTableHint.tsx';
import type { QueueCounts } from '../api/opsCalls.ts';
import { financeApi, type FinanceQueue, type ReviewOrder } from './financeCalls.ts';
import { FINANCE_QUEUES } from './financeView.ts';
import { FinanceOrderDrawer } from './FinanceOrderDrawer.tsx';
import { CustomerNameCell } from '../customers/CustomerNameCell.tsx';
import { useCustomerNames } from '../customers/useCustomerNames.ts';

const PAGE_SIZE = 20;

/**
 * A finance queue (held orders, or top-ups to confirm), oldest first; a row opens the order's
 * whole picture and its decision. The total for the pages is the menu's count of the same queue.
 */
export function FinanceQueuePage({ queue }: { queue: FinanceQueue }) {
  const { t } = useTranslation(['ops', 'money']);
  const phone = useIsPhone();
  const counts = useOutletContext<UseQueryResult<QueueCounts>>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { texts, count } = FINANCE_QUEUES[queue];
  const list = useQuery({
    queryKey: ['ops', 'finance', queue, page],
    queryFn: () => financeApi.list(queue, page, PAGE_SIZE),
  });
  const nameOf = useCustomerNames((list.data ?? []).map((row) => row.mainUserId));
  // The number and the amount first: on a phone they are what shows before scrolling.
  const columns = [
    { title: t('finance.sn'), dataIndex: 'sn' },
    {
      title: t('finance.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, row: ReviewOrder) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(row.amount, row.currencyCode)}
        </Typography.Text>
      ),
    },
    {
      title: t('finance.status'),
      dataIndex: 'status',
      render: (status: number) => (
        <Tag color={orderStatusColor(status)}>{t(orderStatusKey(status))}</Tag>
      ),
    },
    {
      title: t('finance.channel'),
      dataIndex: 'payType',
      render: (payType: number) => t(`money:payType.${payType}`, { defaultValue: String(payType) }),
    },
    queue === 'orders'
      ? {
          title: t('finance.recipient'),
          key: 'recipient',
          render: (_: unknown, row: ReviewOrder) =>
            row.payeeName ? `${row.payeeName} · ${row.payeeAccount ?? ''}` : '—',
        }
      : {
          title: t('finance.proof'),
          key: 'proof',
          render: (_: unknown, row: ReviewOrder) =>
            row.proofFile ? <Tag color="blue">{t('finance.hasProof')}</Tag> : '—',
        },
    {
      title: t('finance.account'),
      key: 'account',
      render: (_: unknown, row: ReviewOrder) => (
        <>
          <CustomerNameCell customer={nameOf(row.mainUserId)} />
          {row.apiKind && (
            <Tag style={{ marginTop: 4 }}>
              {t(`finance.apiKinds.${row.apiKind}`, { defaultValue: row.apiKind })}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('finance.created'),
      dataIndex: 'createTime',
      render: (time: string) => formatDateTime(time),
    },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(`${texts}.title`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`${texts}.help`)}</Typography.Paragraph>
      {/* On a phone the queue scrolls sideways, and says so, as the customer app's tables do. */}
      <WideTableHint>
        <Table
          rowKey="orderId"
          loading={list.isPending}
          dataSource={list.data ?? []}
          columns={columns}
          size={phone ? 'small' : 'middle'}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('finance.empty') }}
          onRow={(row) => ({ onClick: () => setOpen(row.orderId), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: Math.max(counts.data?.[count] ?? 0, list.data?.length ?? 0),
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      </WideTableHint>
      <FinanceOrderDrawer queue={queue} orderId={open} onClose={() => setOpen(null)} />
    </>
  );
}
