import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { orderStatusColor, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { railsApi, type RailMismatch } from './railsApi.ts';
import { usePagedRailsList } from './railsTable.ts';

/**
 * What the rails' daily reconciliations found: orders a rail answers differently from us, and
 * orders still without its final answer after their window (docs/rails.md). Read-only: an
 * operator asks the provider and settles the order where it is handled.
 */
export function MismatchesTab() {
  const { t } = useTranslation(['ops', 'money']);
  const { list, tableProps } = usePagedRailsList(['mismatches'], railsApi.mismatches);
  const columns = [
    {
      title: t('ordersRails.rails.sn'),
      dataIndex: 'sn',
      render: (sn: string) => <Typography.Text strong>{sn}</Typography.Text>,
    },
    {
      title: t('ordersRails.rails.rail'),
      dataIndex: 'rail',
      render: (rail: string) => t(`ordersRails.rails.modes.names.${rail}`, { defaultValue: rail }),
    },
    {
      title: t('ordersRails.rails.kind'),
      dataIndex: 'kind',
      render: (kind: number) => t(`money:kind.${kind}`, { defaultValue: String(kind) }),
    },
    {
      title: t('ordersRails.rails.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, row: RailMismatch) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amount, row.currencyCode)}</span>
      ),
    },
    {
      title: t('ordersRails.rails.problem'),
      dataIndex: 'problem',
      render: (problem: RailMismatch['problem']) => (
        <Tag color={problem === 'differs' ? 'error' : 'warning'}>
          {t(`ordersRails.rails.problems.${problem}`)}
        </Tag>
      ),
    },
    {
      title: t('ordersRails.rails.ourStatus'),
      dataIndex: 'ourStatus',
      render: (status: number) => (
        <Tag color={orderStatusColor(status)}>{t(orderStatusKey(status))}</Tag>
      ),
    },
    {
      title: t('ordersRails.rails.railAnswer'),
      dataIndex: 'railAnswer',
      render: (answer: string | null) => answer ?? t('ordersRails.rails.noAnswer'),
    },
    { title: t('ordersRails.rails.railReference'), dataIndex: 'thirdOrderNo' },
    {
      title: t('ordersRails.rails.found'),
      dataIndex: 'foundTime',
      render: (v: string) => formatDateTime(v),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('ordersRails.rails.mismatchesHelp')}
      </Typography.Paragraph>
      {list.isError ? (
        <Alert type="info" showIcon message={list.error.message} data-testid="ops-rails-message" />
      ) : (
        <Table
          rowKey={(row) => `${row.rail}:${row.sn}`}
          data-testid="ops-mismatches-table"
          columns={columns}
          {...tableProps}
          locale={{ emptyText: t('ordersRails.rails.mismatchesEmpty') }}
        />
      )}
    </>
  );
}
