import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import type { OrderFilters } from '../../lib/money/api.ts';
import { ORDER_STATUSES, orderStatusKey } from '../../lib/money/orderStatus.ts';

const TYPES = ['receive', 'send', 'cash', 'office'] as const;

/** Type, status, date range and order number; every change goes back to page 1. */
export function OrderFilterBar({ onChange }: { onChange: (patch: Partial<OrderFilters>) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<OrderFilters>) => onChange({ ...patch, pageNum: 1 });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('money:field.type')}
        aria-label={t('money:field.type')}
        options={TYPES.map((v) => ({ value: v, label: t(`money:listType.${v}`) }))}
        onChange={(type?: OrderFilters['type']) => set({ type })}
      />
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('money:field.status')}
        aria-label={t('money:field.status')}
        options={ORDER_STATUSES.map((v) => ({ value: v, label: t(orderStatusKey(v)) }))}
        onChange={(status?: number) => set({ status })}
      />
      <DateRangeFilter label={t('money:field.createTime')} onChange={set} />
      <Input.Search
        allowClear
        style={{ width: 220 }}
        placeholder={t('money:field.sn')}
        aria-label={t('money:field.sn')}
        onSearch={(sn) => set({ sn: sn.trim() || undefined })}
      />
    </Space>
  );
}
