import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { RATE_PERIODS, type RatePeriod } from '../../lib/money/rates.ts';
import { useIsPhone } from '../useIsPhone.ts';

/**
 * The preset periods of a rate chart. On a phone the buttons are the small size, so the four
 * English labels fit a card; on a narrower screen the row scrolls sideways rather than overflow.
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
  const isPhone = useIsPhone();
  return (
    <div className="rate-periods">
      <Segmented<RatePeriod>
        size={isPhone ? 'small' : 'middle'}
        value={value}
        onChange={onChange}
        options={RATE_PERIODS.map((p) => ({ value: p, label: t(`${labelPrefix}${p}`) }))}
      />
    </div>
  );
}
