import { useTranslation } from 'react-i18next';
import { LEDGER_WALLET_KINDS } from '@pesa/contract';
import { DateRangeFilter } from '../../../components/money/DateRangeFilter.tsx';
import { PlainSelect } from '../../../components/plain/PlainSelect.tsx';
import { SearchField } from '../../../components/plain/SearchField.tsx';
import { useCurrencies } from '../../../lib/money/api.ts';
import type { TransactionFilters } from '../transactions.ts';

/** Currency, wallet, date range and order number; every change goes back to page 1. */
export function TransactionFilterBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (patch: Partial<TransactionFilters>) => void;
}) {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...patch, pageNum: 1 });
  return (
    <div className="plain-filters">
      <PlainSelect
        label={t('money:field.currency')}
        width={140}
        value={filters.currencyId}
        options={currencies.map((c) => ({ value: c.currencyId, label: c.code }))}
        onChange={(currencyId) => set({ currencyId })}
      />
      <PlainSelect
        label={t('assets:tx.wallet')}
        width={160}
        value={filters.kind}
        options={LEDGER_WALLET_KINDS.map((v) => ({ value: v, label: t(`assets:wallet.${v}`) }))}
        onChange={(kind) => set({ kind })}
      />
      <DateRangeFilter label={t('assets:tx.time')} onChange={set} />
      <SearchField
        label={t('assets:tx.reference')}
        width={220}
        onSearch={(reference) => set({ reference })}
      />
    </div>
  );
}
