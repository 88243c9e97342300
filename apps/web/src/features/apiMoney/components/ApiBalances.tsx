import { useTranslation } from 'react-i18next';
import type { ApiMode, OpenBalanceRow } from '@pesa/contract';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { accountTypeKey } from '../accountTypes.ts';
import { useApiBalances } from '../api.ts';
import '../apiMoney.css';

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
  const rows = data?.filter((b) => !accountTypes || accountTypes.includes(b.accountType));
  return (
    <PlainCard
      small
      className="api-balances"
      title={t(mode === 'test' ? 'apiMoney:balances.titleTest' : 'apiMoney:balances.title')}
    >
      <PlainTable<OpenBalanceRow>
        rowKey={(b) => `${b.accountType}-${b.currencyId}`}
        loading={isFetching}
        rows={rows}
        empty={t('apiMoney:balances.none')}
        columns={[
          {
            key: 'account',
            title: t('apiMoney:field.account'),
            render: (b) => t(accountTypeKey(b.accountType)),
          },
          { key: 'currency', title: t('money:field.currency'), render: (b) => b.currencyCode },
          {
            key: 'balance',
            title: t('apiMoney:field.balance'),
            align: 'right',
            render: (b) => (
              <span data-testid={`balance-${b.accountType}-${b.currencyCode}`}>
                {formatAmount(b.balance, { minDecimals: 2 })}
              </span>
            ),
          },
        ]}
      />
    </PlainCard>
  );
}
