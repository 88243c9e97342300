import { useCountries } from '../countries.ts';
import { useUserInfo } from '../session.ts';

/**
 * The pair a rate chart opens on: the customer's own currency against the yuan (the corridor the
 * product serves), else any pair with their currency, else the first. A Tanzanian account opens
 * on TZS/CNY, a Kenyan one on KES/CNY, whatever order the server lists the pairs in.
 */
export function defaultRatePair(
  pairs: readonly string[],
  homeCurrency: string | undefined,
): string | undefined {
  if (homeCurrency) {
    const sides = (pair: string) => pair.split('/');
    const toYuan = pairs.find((p) => p === `${homeCurrency}/CNY`);
    const withHome = pairs.find((p) => sides(p).includes(homeCurrency));
    if (toYuan ?? withHome) return toYuan ?? withHome;
  }
  return pairs[0];
}

/**
 * The currency of the signed-in account's country (KES for Kenya, TZS for Tanzania). `ready` turns
 * true once the account and the countries are loaded, so a chart does not open on another
 * country's pair first and then jump.
 */
export function useHomeCurrency(): { ready: boolean; currencyId?: number; code?: string } {
  const { data: info } = useUserInfo();
  const { data: countries } = useCountries();
  const country = countries?.find((c) => c.countryId === info?.countryId);
  return {
    ready: Boolean(info && countries),
    currencyId: country?.currencyId,
    code: country?.currencyCode,
  };
}
