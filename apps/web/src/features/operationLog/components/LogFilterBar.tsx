import { Button, DatePicker, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EVENT_GROUPS, type EventGroup } from '../eventTypes.ts';
import type { LogFilters } from '../logQuery.ts';

interface Props {
  filters: LogFilters;
  onChange: (change: Pick<LogFilters, 'eventType' | 'range'>) => void;
}

/** Event type (grouped, localized) and a range of days. */
export function LogFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const options = (Object.keys(EVENT_GROUPS) as EventGroup[]).map((group) => ({
    label: t(`operationLog:group.${group}`),
    options: EVENT_GROUPS[group].map((type) => ({
      value: type,
      label: t(`operationLog:event.${type}`),
    })),
  }));
  return (
    <Space wrap className="oplog-filters">
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('operationLog:filter.eventType')}
        aria-label={t('operationLog:filter.eventType')}
        className="oplog-event-select"
        value={filters.eventType}
        options={options}
        onChange={(eventType?: string) => onChange({ eventType, range: filters.range })}
      />
      <DatePicker.RangePicker
        aria-label={t('operationLog:filter.dateRange')}
        value={filters.range ?? null}
        onChange={(range) =>
          onChange({
            eventType: filters.eventType,
            range: range?.[0] && range[1] ? [range[0], range[1]] : null,
          })
        }
      />
      <Button
        onClick={() => onChange({ eventType: undefined, range: null })}
        disabled={!filters.eventType && !filters.range}
      >
        {t('operationLog:filter.reset')}
      </Button>
    </Space>
  );
}
