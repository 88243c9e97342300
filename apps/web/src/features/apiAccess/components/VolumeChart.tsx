import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDashboard } from '@pesa/contract';
import { MINT_GREEN } from '../../../app/brand.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { defaultVolumeCurrency, volumeCurrencies, volumeSeries } from '../volume.ts';
import { WhenVisible } from '../../../components/WhenVisible.tsx';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';

// The chart code is its own chunk, loaded with the first chart (as the dashboard's FX trend).
const EChart = lazy(() => import('../../../components/money/BarEChart.tsx'));

const B2C_COLOUR = '#5b8ff9';

/** C2B and B2C volume of the last 30 days, one currency at a time. */
export function VolumeChart({
  volume,
  currencyCode,
}: {
  volume: ApiDashboard['volume'];
  currencyCode: (currencyId: number) => string;
}) {
  const { t } = useTranslation();
  const currencies = volumeCurrencies(volume);
  const [picked, setPicked] = useState<number>();
  const currencyId =
    picked !== undefined && currencies.includes(picked) ? picked : defaultVolumeCurrency(volume);
  const series = useMemo(() => volumeSeries(volume, currencyId), [volume, currencyId]);
  const c2bName = t('apiAccess:chart.c2b');
  const b2cName = t('apiAccess:chart.b2c');

  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: series.dates.map((d) => formatDateTime(d, false)) },
      yAxis: { type: 'value' },
      series: [
        { name: c2bName, type: 'bar', data: series.c2b, itemStyle: { color: MINT_GREEN } },
        { name: b2cName, type: 'bar', data: series.b2c, itemStyle: { color: B2C_COLOUR } },
      ],
    }),
    [series, c2bName, b2cName],
  );

  return (
    <>
      {currencies.length > 1 && (
        <select
          className="plain-select api-chart-currency"
          aria-label={t('apiAccess:field.currency')}
          value={currencyId}
          onChange={(event) => setPicked(Number(event.target.value))}
        >
          {currencies.map((id) => (
            <option key={id} value={id}>
              {currencyCode(id)}
            </option>
          ))}
        </select>
      )}
      {currencyId === undefined || series.empty ? (
        <EmptyNote className="api-empty">{t('apiAccess:chart.empty')}</EmptyNote>
      ) : (
        <WhenVisible height={280}>
          <Suspense fallback={<LineSkeleton rows={4} />}>
            <EChart
              option={option}
              label={t('apiAccess:chart.label', { currency: currencyCode(currencyId) })}
            />
          </Suspense>
        </WhenVisible>
      )}
    </>
  );
}
