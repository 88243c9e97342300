import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/money/DateRangeFilter.tsx';
import { ORDER_STATUSES, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { PAYOUT_STATUSES, payoutStatusKey } from '../payoutStatus.ts';
import type { ApiOrderFilters } from '../api.ts';

type Patch = Partial<Omit<ApiOrderFilters, 'pageNum' | 'pageSize'>>;

/**
 * The filters of an API order list: its status (the order status, or the payout status on B2C),
 * the channel, both order numbers and the creation days. Each change goes back to page 1.
 */
export function ApiOrderFilterBar({
  onChange,
  payTypes,
  payoutStatus = false,
  merchantOrderNo = true,
}: {
  onChange: (patch: Patch) => void;
  /** The channels to filter by; none hides the filter. */
  payTypes?: readonly number[];
  /** Filter by payout status (SPEC §4) instead of the order status. */
  payoutStatus?: boolean;
  merchantOrderNo?: boolean;
}) {
  const { t } = useTranslation();
  const text = (value: string) => value.trim() || undefined;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {payoutStatus ? (
        <Select
          allowClear
          style={{ width: 170 }}
          placeholder={t('apiMoney:field.payoutStatus')}
          aria-label={t('apiMoney:field.payoutStatus')}
          options={PAYOUT_STATUSES.map((v) => ({ value: v, label: t(payoutStatusKey(v)) }))}
          onChange={(value?: number) => onChange({ payoutStatus: value })}
        />
      ) : (
        <Select
          allowClear
          style={{ width: 170 }}
          placeholder={t('money:field.status')}
          aria-label={t('money:field.status')}
          options={ORDER_STATUSES.map((v) => ({ value: v, label: t(orderStatusKey(v)) }))}
          onChange={(value?: number) => onChange({ status: value })}
        />
      )}
      {payTypes && payTypes.length > 0 && (
        <Select
          allowClear
          style={{ width: 170 }}
          placeholder={t('apiMoney:field.channel')}
          aria-label={t('apiMoney:field.channel')}
          options={payTypes.map((v) => ({ value: v, label: t(`money:payType.${v}`) }))}
          onChange={(value?: number) => onChange({ payType: value })}
        />
      )}
      <DateRangeFilter label={t('money:field.createTime')} onChange={onChange} />
      <Input.Search
        allowClear
        style={{ width: 220 }}
        placeholder={t('money:field.sn')}
        aria-label={t('money:field.sn')}
        onSearch={(value) => onChange({ sn: text(value) })}
      />
      {merchantOrderNo && (
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t('apiMoney:field.merchantOrderNo')}
          aria-label={t('apiMoney:field.merchantOrderNo')}
          onSearch={(value) => onChange({ merchantOrderNo: text(value) })}
        />
      )}
    </Space>
  );
}
