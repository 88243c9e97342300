import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/money/DateRangeFilter.tsx';
import { LEDGER_WALLET_KINDS } from '@pesa/contract';
import { useCurrencies } from '../../../lib/money/api.ts';
import type { TransactionFilters, WalletKind } from '../transactions.ts';

/** Currency, wallet, date range and order number; every change goes back to page 1. */
export function TransactionFilterBar({
  onChange,
}: {
  onChange: (patch: Partial<TransactionFilters>) => void;
}) {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...patch, pageNum: 1 });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        allowClear
        style={{ width: 140 }}
        placeholder={t('money:field.currency')}
        aria-label={t('money:field.currency')}
        options={currencies.map((c) => ({ value: c.currencyId, label: c.code }))}
        onChange={(currencyId?: number) => set({ currencyId })}
      />
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('assets:tx.wallet')}
        aria-label={t('assets:tx.wallet')}
        options={LEDGER_WALLET_KINDS.map((v) => ({ value: v, label: t(`assets:wallet.${v}`) }))}
        onChange={(kind?: WalletKind) => set({ kind })}
      />
      <DateRangeFilter label={t('assets:tx.time')} onChange={set} />
      <Input.Search
        allowClear
        style={{ width: 220 }}
        placeholder={t('assets:tx.reference')}
        aria-label={t('assets:tx.reference')}
        onSearch={(reference) => set({ reference: reference.trim() || undefined })}
      />
    </Space>
  );
}
