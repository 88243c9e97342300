import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiMode, OpenBalanceRow } from '@pesa/contract';
import { formatAmount } from '../../../lib/format.ts';
import { accountTypeKey } from '../accountTypes.ts';
import { useApiBalances } from '../api.ts';

/**
 * The API accounts' balances in the screen's mode, as the ledger holds them now; every money
 * call on these screens reloads them, so they show what the call moved.
 */
export function ApiBalances({
  mode,
  accountTypes,
}: {
  mode: ApiMode;
  /** Only these account types (e.g. Suspense on the cash-out screen); all by default. */
  accountTypes?: readonly number[];
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useApiBalances(mode);
  const rows = (data ?? []).filter((b) => !accountTypes || accountTypes.includes(b.accountType));
  return (
    <Card
      size="small"
      title={t(mode === 'test' ? 'apiMoney:balances.titleTest' : 'apiMoney:balances.title')}
      style={{ marginBottom: 16 }}
    >
      <Table<OpenBalanceRow>
        size="small"
        rowKey={(b) => `${b.accountType}-${b.currencyId}`}
        loading={isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apiMoney:balances.none')} />
          ),
        }}
        columns={[
          {
            title: t('apiMoney:field.account'),
            render: (_, b) => t(accountTypeKey(b.accountType)),
          },
          { title: t('money:field.currency'), dataIndex: 'currencyCode' },
          {
            title: t('apiMoney:field.balance'),
            align: 'right',
            render: (_, b) => (
              <span data-testid={`balance-${b.accountType}-${b.currencyCode}`}>
                {formatAmount(b.balance, { minDecimals: 2 })}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
