import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { orderStatusColor, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { WideTableHint } from '../../../components/WideTableHint.tsx';
import type { ReviewOrder } from './financeCalls.ts';

/** The customer's latest other orders, so a reviewer sees what is usual for them. */
export function RecentOrders({ orders }: { orders: ReviewOrder[] }) {
  const { t } = useTranslation(['ops', 'money']);
  return (
    <div>
      <Typography.Title level={5}>{t('finance.recentSection')}</Typography.Title>
      <WideTableHint>
        <Table
          rowKey="orderId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={orders}
          locale={{ emptyText: t('finance.noRecent') }}
          columns={[
            {
              title: t('finance.created'),
              dataIndex: 'createTime',
              render: (time: string) => formatDateTime(time),
            },
            {
              title: t('finance.field.kind'),
              dataIndex: 'type',
              render: (type: number) => t(`money:kind.${type}`, { defaultValue: String(type) }),
            },
            {
              title: t('finance.channel'),
              dataIndex: 'payType',
              render: (payType: number) =>
                t(`money:payType.${payType}`, { defaultValue: String(payType) }),
            },
            {
              title: t('finance.amount'),
              key: 'amount',
              align: 'right' as const,
              render: (_: unknown, row: ReviewOrder) => (
                <span style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.amount, row.currencyCode)}
                </span>
              ),
            },
            {
              title: t('finance.status'),
              dataIndex: 'status',
              render: (status: number) => (
                <Tag color={orderStatusColor(status)}>{t(orderStatusKey(status))}</Tag>
              ),
            },
          ]}
        />
      </WideTableHint>
    </div>
  );
}
