import { useTranslation } from 'react-i18next';
import { DateRangeInputs, NO_DAYS } from '../../../components/money/DateRangeFilter.tsx';
import { EVENT_GROUPS, type EventGroup } from '../eventTypes.ts';
import type { LogFilters } from '../logQuery.ts';

interface Props {
  filters: LogFilters;
  onChange: (change: Pick<LogFilters, 'eventType' | 'range'>) => void;
}

/** Event type (a native select, grouped and localized), a range of days, and a reset. */
export function LogFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const range = filters.range ?? NO_DAYS;
  return (
    <div className="plain-filters oplog-filters">
      <select
        className="plain-select oplog-event-select"
        aria-label={t('operationLog:filter.eventType')}
        value={filters.eventType ?? ''}
        onChange={(event) =>
          onChange({ eventType: event.target.value || undefined, range: filters.range })
        }
      >
        <option value="">{t('operationLog:filter.eventType')}</option>
        {(Object.keys(EVENT_GROUPS) as EventGroup[]).map((group) => (
          <optgroup key={group} label={t(`operationLog:group.${group}`)}>
            {EVENT_GROUPS[group].map((type) => (
              <option key={type} value={type}>
                {t(`operationLog:event.${type}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <DateRangeInputs
        label={t('operationLog:filter.dateRange')}
        value={range}
        onChange={(next) =>
          onChange({
            eventType: filters.eventType,
            range: next.from || next.to ? next : null,
          })
        }
      />
      <button
        type="button"
        className="plain-button"
        onClick={() => onChange({ eventType: undefined, range: null })}
        disabled={!filters.eventType && !filters.range}
      >
        {t('operationLog:filter.reset')}
      </button>
    </div>
  );
}
