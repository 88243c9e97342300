import { lazy, Suspense, useMemo, useState } from 'react';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiDashboard } from '@pesa/contract';
import { MINT_GREEN } from '../../../app/theme.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { defaultVolumeCurrency, volumeCurrencies, volumeSeries } from '../volume.ts';
import { WhenVisible } from '../../../components/WhenVisible.tsx';

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
        <Select
          value={currencyId}
          onChange={setPicked}
          aria-label={t('apiAccess:field.currency')}
          options={currencies.map((id) => ({ value: id, label: currencyCode(id) }))}
          className="api-chart-currency"
        />
      )}
      {currencyId === undefined || series.empty ? (
        <Empty className="api-empty" description={t('apiAccess:chart.empty')} />
      ) : (
        <WhenVisible height={280}>
          <Suspense fallback={<Skeleton active />}>
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
