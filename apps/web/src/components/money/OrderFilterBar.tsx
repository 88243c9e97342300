import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import type { OrderFilters } from '../../lib/money/api.ts';
import { ORDER_STATUSES, orderStatusKey } from '../../lib/money/orderStatus.ts';
import { PlainSelect } from '../plain/PlainSelect.tsx';
import { SearchField } from '../plain/SearchField.tsx';

const TYPES = ['receive', 'send', 'cash', 'office'] as const;

/** Type, status, date range and order number; every change goes back to page 1. */
export function OrderFilterBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (patch: Partial<OrderFilters>) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<OrderFilters>) => onChange({ ...patch, pageNum: 1 });
  return (
    <div className="plain-filters">
      <PlainSelect
        label={t('money:field.type')}
        width={160}
        value={filters.type}
        options={TYPES.map((v) => ({ value: v, label: t(`money:listType.${v}`) }))}
        onChange={(type) => set({ type })}
      />
      <PlainSelect
        label={t('money:field.status')}
        width={160}
        value={filters.status}
        options={ORDER_STATUSES.map((v) => ({ value: v, label: t(orderStatusKey(v)) }))}
        onChange={(status) => set({ status })}
      />
      <DateRangeFilter label={t('money:field.createTime')} onChange={set} />
      <SearchField label={t('money:field.sn')} width={220} onSearch={(sn) => set({ sn })} />
    </div>
  );
}
