import { useTranslation } from 'react-i18next';
import { RATE_PERIODS, type RatePeriod } from '../../lib/money/rates.ts';
import './ratePeriods.css';

/**
 * The preset periods of a rate chart, as a row of radio buttons drawn like antd's Segmented (the
 * dashboard shows it on the first screen, where antd's would cost its motion code). On a
 * narrower screen the row scrolls sideways rather than overflow.
 */
export function RatePeriodPicker({
  value,
  onChange,
  labelPrefix,
}: {
  value: RatePeriod;
  onChange: (period: RatePeriod) => void;
  /** Where the labels are, e.g. `fx:period.` */
  labelPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rate-periods">
      <div className="rate-period-options" role="radiogroup">
        {RATE_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            role="radio"
            aria-checked={period === value}
            className={period === value ? 'rate-period is-selected' : 'rate-period'}
            onClick={() => onChange(period)}
          >
            {t(`${labelPrefix}${period}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
