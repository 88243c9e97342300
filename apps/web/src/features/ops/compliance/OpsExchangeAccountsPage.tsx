import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { complianceApi, type ExchangeQueueRow } from './complianceCalls.ts';
import { EXCHANGE_STATUS_COLOR, ExchangeDetailDrawer } from './ExchangeDetailDrawer.tsx';
import { QueuePage } from './QueuePage.tsx';

/** /ops/exchange-accounts: settlement accounts by exchange status; pending (counted) first. */
export function OpsExchangeAccountsPage() {
  const { t } = useTranslation(['ops', 'orgAccounts']);
  const status = (value: number) => (
    <Tag color={EXCHANGE_STATUS_COLOR[value]}>{t(`orgAccounts:exchange.status.${value}`)}</Tag>
  );
  return (
    <QueuePage<ExchangeQueueRow, number>
      queue="exchange"
      testId="ops-exchange-accounts"
      customerOf={(row) => row.userId}
      title={t('compliance.exchange.title')}
      filters={[
        { value: 0, label: t('kyc.filterWaiting') },
        { value: 1, label: t('kyc.filterApproved') },
        { value: 2, label: t('kyc.filterRejected') },
      ]}
      load={complianceApi.exchangeAccounts}
      rowKey="id"
      columns={[
        {
          title: t('orgAccounts:exchange.field.accountName'),
          render: (_, row) => (
            <>
              <Typography.Text strong>{row.accountName}</Typography.Text>
              {row.payeeChange?.status === 0 && (
                <Tag color="gold" style={{ marginInlineStart: 8 }}>
                  {t('compliance.exchange.payeeChange')}
                </Tag>
              )}
            </>
          ),
        },
        { title: t('orgAccounts:exchange.field.bankName'), dataIndex: 'bankName' },
        { title: t('orgAccounts:exchange.field.accountNumber'), dataIndex: 'accountNumber' },
        {
          title: t('orgAccounts:exchange.field.exchangeStatus'),
          dataIndex: 'exchangeStatus',
          render: status,
        },
        {
          title: t('orgAccounts:exchange.field.paymentStatus'),
          dataIndex: 'paymentStatus',
          render: status,
        },
        {
          title: t('orgAccounts:exchange.field.updateTime'),
          dataIndex: 'updateTime',
          render: (time: string) => formatDateTime(time),
        },
      ]}
      detail={(row, close) => <ExchangeDetailDrawer row={row} onClose={close} />}
    />
  );
}
