import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/money/DateRangeFilter.tsx';
import { PlainSelect } from '../../../components/plain/PlainSelect.tsx';
import { SearchField } from '../../../components/plain/SearchField.tsx';
import { ORDER_STATUSES, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { PAYOUT_STATUSES, payoutStatusKey } from '../payoutStatus.ts';
import type { ApiOrderFilters } from '../api.ts';

type Patch = Partial<Omit<ApiOrderFilters, 'pageNum' | 'pageSize'>>;

/**
 * The filters of an API order list: its status (the order status, or the payout status on B2C),
 * the channel, both order numbers and the creation days. Each change goes back to page 1.
 */
export function ApiOrderFilterBar({
  filters,
  onChange,
  payTypes,
  payoutStatus = false,
  merchantOrderNo = true,
}: {
  /** The list's filter now, which the choices show. */
  filters: ApiOrderFilters;
  onChange: (patch: Patch) => void;
  /** The channels to filter by; none hides the filter. */
  payTypes?: readonly number[];
  /** Filter by payout status (SPEC §4) instead of the order status. */
  payoutStatus?: boolean;
  merchantOrderNo?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="plain-filters">
      {payoutStatus ? (
        <PlainSelect
          label={t('apiMoney:field.payoutStatus')}
          width={170}
          value={filters.payoutStatus}
          options={PAYOUT_STATUSES.map((v) => ({ value: v, label: t(payoutStatusKey(v)) }))}
          onChange={(value) => onChange({ payoutStatus: value })}
        />
      ) : (
        <PlainSelect
          label={t('money:field.status')}
          width={170}
          value={filters.status}
          options={ORDER_STATUSES.map((v) => ({ value: v, label: t(orderStatusKey(v)) }))}
          onChange={(value) => onChange({ status: value })}
        />
      )}
      {payTypes && payTypes.length > 0 && (
        <PlainSelect
          label={t('apiMoney:field.channel')}
          width={170}
          value={filters.payType}
          options={payTypes.map((v) => ({ value: v, label: t(`money:payType.${v}`) }))}
          onChange={(value) => onChange({ payType: value })}
        />
      )}
      <DateRangeFilter label={t('money:field.createTime')} onChange={onChange} />
      <SearchField label={t('money:field.sn')} width={220} onSearch={(sn) => onChange({ sn })} />
      {merchantOrderNo && (
        <SearchField
          label={t('apiMoney:field.merchantOrderNo')}
          width={220}
          onSearch={(value) => onChange({ merchantOrderNo: value })}
        />
      )}
    </div>
  );
}
