import { useTranslation } from 'react-i18next';
import type { OpenBalanceRow } from '@pesa/contract';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { accountTypeKey, groupBalances, isC2bType } from '../accountTypes.ts';

/** One card per API account type, each with its balance per currency. */
export function BalanceCards({ balances }: { balances: readonly OpenBalanceRow[] }) {
  const { t } = useTranslation();
  const groups = groupBalances(balances);
  if (groups.length === 0)
    return <EmptyNote className="api-empty">{t('apiAccess:dashboard.noBalances')}</EmptyNote>;
  return (
    <div className="api-balance-grid">
      {groups.map(({ accountType, rows }) => (
        <PlainCard
          key={accountType}
          small
          className="api-balance-card"
          data-testid={`api-balance-${accountType}`}
          title={
            <span>
              {t(accountTypeKey(accountType), { defaultValue: String(accountType) })}
              {isC2bType(accountType) && (
                <span className="api-balance-kind text-secondary">
                  {t('apiAccess:accountType.c2b')}
                </span>
              )}
            </span>
          }
        >
          {rows.map((row) => (
            <div key={row.currencyId} className="api-balance-row">
              <span className="asset-currency">{row.currencyCode}</span>
              <span className="api-balance-amount">
                {formatAmount(row.balance, { minDecimals: 2 })}
              </span>
            </div>
          ))}
        </PlainCard>
      ))}
    </div>
  );
}
