import type { ApiDashboard } from '@pesa/contract';

type VolumeRow = ApiDashboard['volume'][number];

/** The currencies the 30 days' volume is given in, in their first appearance order. */
export function volumeCurrencies(volume: readonly VolumeRow[]): number[] {
  return [...new Set(volume.map((v) => v.currencyId))];
}

/** The currency the chart opens on: the first that moved, else the first there is. */
export function defaultVolumeCurrency(volume: readonly VolumeRow[]): number | undefined {
  const moved = volume.find((v) => Number(v.c2b) !== 0 || Number(v.b2c) !== 0);
  return moved?.currencyId ?? volume[0]?.currencyId;
}

/** One currency's days, oldest first, with the amounts as numbers for the chart (display only). */
export function volumeSeries(volume: readonly VolumeRow[], currencyId: number | undefined) {
  const days = volume
    .filter((v) => v.currencyId === currencyId)
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    dates: days.map((d) => d.date),
    c2b: days.map((d) => Number(d.c2b)),
    b2c: days.map((d) => Number(d.b2c)),
    /** Nothing moved in either direction: the chart would be flat, say so instead. */
    empty: days.every((d) => Number(d.c2b) === 0 && Number(d.b2c) === 0),
  };
}
