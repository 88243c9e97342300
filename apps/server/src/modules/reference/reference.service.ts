import { ChannelKind, ErrorCode, type RatePeriod } from '@pesa/contract';
import { customerRate } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import type { Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import { TtlCache } from '../../cache/ttl-cache.ts';
import { ReferenceRepository } from './reference.repository.ts';
import { collectionPointsView } from './collection-points.ts';

const DAY = 86_400_000;
const COBO_PAY_TYPE = 600;
const USD = 840;
const PERIOD_MS: Record<RatePeriod, number> = {
  yesterday: DAY,
  lastWeek: 7 * DAY,
  lastMonth: 30 * DAY,
  lastYear: 365 * DAY,
};

const localName = (row: { name_en: string; name_zh: string }, lang: Lang) =>
  lang === 'zh' ? row.name_zh : row.name_en;

/** Countries, currencies, channels, bank codes and rates, shaped for the app API. */
export class ReferenceService {
  constructor(
    private readonly repo: ReferenceRepository,
    private readonly clock: Clock,
    /**
     * Reference data changes only by seeding or operator action (rates), so hot paths read a
     * copy; pass a shared cache (TtlCache.shared) when other instances serve the same database.
     */
    private readonly cache = new TtlCache(clock),
    /**
     * False for a pay type whose rail is switched off here (channels/rails.ts): every channel
     * list customers and merchants read leaves it out, and so does every check made against one.
     */
    private readonly offers: (payType: number, currencyId: number) => boolean = () => true,
    /** Whether a method is off only until a provider can carry it (shown as not available yet). */
    private readonly upcoming: (payType: number, currencyId: number) => boolean = () => false,
  ) {}

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load);
  }

  /** Forget cached rows, here and on every other instance, after an operator changes them. */
  changed(): Promise<void> {
    return this.cache.changed();
  }

  async countries() {
    const rows = await this.cached('countries', () => this.repo.countries());
    return rows.map((r) => ({
      countryId: r.country_id,
      iso2: r.iso2,
      nameEn: r.name_en,
      nameZh: r.name_zh,
      dialCode: `+${r.country_id}`,
      currencyId: r.currency_id,
      currencyCode: r.currency_code,
    }));
  }

  /** The country row, or -1012 when it does not exist. */
  async requireCountry(countryId: number) {
    // Every recipient check asks (a 5,000-row file asks 5,000 times): one cached list, so an
    // unknown id adds no cache entry.
    const rows = await this.cached('countryRows', () => this.repo.countryRows());
    const country = rows.find((r) => r.country_id === countryId);
    if (!country) throw new AppError(ErrorCode.COUNTRY_NOT_FOUND);
    return country;
  }

  async countryName(countryId: number, lang: Lang): Promise<string> {
    const rows = await this.cached('countries', () => this.repo.countries());
    const country = rows.find((r) => r.country_id === countryId);
    return country ? localName(country, lang) : '';
  }

  async countryExtInfo(countryId: number, lang: Lang) {
    const country = await this.requireCountry(countryId);
    const [currencies, channelTypes] = await Promise.all([
      this.currenciesOfCountry(countryId, lang),
      this.channelTypes(countryId),
    ]);
    return {
      countryId,
      iso2: country.iso2,
      countryName: localName(country, lang),
      dialCode: `+${countryId}`,
      timezone: country.timezone,
      phoneExample: country.phone_example,
      currencies,
      channelTypeList: channelTypes,
    };
  }

  /** Code and decimals per currency id, for formatting amounts. */
  async currencyMap(): Promise<Map<number, { code: string; decimals: number }>> {
    // Every order and balance shown reads this; the map is built once per cache period.
    return this.cached('currencyMap', async () => {
      const rows = await this.cached('currencies', () => this.repo.currencies());
      return new Map(rows.map((r) => [r.currency_id, { code: r.code, decimals: r.decimals }]));
    });
  }

  async currencies(lang: Lang) {
    const rows = await this.cached('currencies', () => this.repo.currencies());
    return rows.map((r) => ({
      currencyId: r.currency_id,
      code: r.code,
      name: localName(r, lang),
      nameEn: r.name_en,
      nameZh: r.name_zh,
      decimals: r.decimals,
      symbol: r.symbol,
    }));
  }

  async currenciesOfCountry(countryId: number, lang: Lang) {
    await this.requireCountry(countryId);
    const rows = await this.repo.currenciesOfCountry(countryId);
    return rows.map((r) => ({
      currencyId: r.currency_id,
      code: r.code,
      name: localName(r, lang),
      decimals: r.decimals,
      symbol: r.symbol,
    }));
  }

  async channelTypes(countryId: number) {
    const types = await this.cached(`channelTypes:${countryId}`, async () => {
      const rows = await this.repo.channelTypes(countryId);
      return rows.map((r) => ({ type: r.type, channelType: r.channel_type }));
    });
    // The COBO entry is the COBO rail (USD deposits, pay type 600): gone while it is off.
    const coboOff = !this.offers(COBO_PAY_TYPE, USD);
    return types.filter((t) => !(coboOff && t.channelType === ChannelKind.COBO));
  }

  /** The payment channels offered here: the reference rows less those whose rail is off. */
  async channels(filter: { countryId?: number; scope?: number }, lang: Lang) {
    const rows = await this.catalogueChannels(filter, lang);
    return rows.filter((c) => this.offers(c.payType, c.currencyId));
  }

  /** The methods not offered here only because no provider can carry them yet. */
  async upcomingChannels(filter: { countryId?: number; scope?: number }, lang: Lang) {
    const rows = await this.catalogueChannels(filter, lang);
    return rows.filter((c) => this.upcoming(c.payType, c.currencyId));
  }

  /** Every channel of the reference data, offered or not (the merchant API sandbox's rules). */
  async catalogueChannels(filter: { countryId?: number; scope?: number }, lang: Lang) {
    // Read per recipient and per file row: the whole table (tens of rows) once, filtered here.
    const all = await this.cached('channels', () => this.repo.channels({}));
    const rows = all.filter(
      (r) =>
        (filter.countryId === undefined || r.country_id === filter.countryId) &&
        (filter.scope === undefined || r.scope === filter.scope),
    );
    return rows.map((r) => ({
      countryId: r.country_id,
      payType: r.pay_type,
      name: localName(r, lang),
      kind: r.kind,
      scope: r.scope,
      direction: r.direction,
      currencyId: r.currency_id,
      currencyCode: r.currency_code,
    }));
  }

  async transferTypes(lang: Lang) {
    const rows = await this.repo.transferTypes();
    return rows.map((r) => ({ type: r.type_id, name: localName(r, lang) }));
  }

  async bankCodes(countryId: number) {
    await this.requireCountry(countryId);
    const rows = (await this.cached('bankCodes', () => this.repo.bankCodes())).filter(
      (r) => r.country_id === countryId,
    );
    return rows.map((r) => ({
      countryId: r.country_id,
      code: r.code,
      name: r.name,
      swiftCode: r.swift_code,
    }));
  }

  /** Our collection accounts and cash shops in a country and currency, for top-up instructions. */
  async collectionPoints(countryId: number, currencyId: number, lang: Lang) {
    const { accounts, shops } = await this.cached(
      `collectionPoints:${countryId}:${currencyId}`,
      async () => ({
        accounts: await this.repo.collectionAccounts(countryId, currencyId),
        shops: await this.repo.cashShops(countryId, currencyId),
      }),
    );
    return collectionPointsView(accounts, shops, lang);
  }

  async currentRates() {
    const [rates, currencies] = await Promise.all([
      this.repo.currentRates(),
      this.repo.currencies(),
    ]);
    const codeOf = new Map(currencies.map((c) => [c.currency_id, c.code]));
    return rates.map((r) => {
      const pair = { mid: r.rate, spreadBasisPoints: r.spread_bps };
      return {
        pair: r.pair,
        fromCurrencyId: r.from_currency_id,
        toCurrencyId: r.to_currency_id,
        fromCurrency: codeOf.get(r.from_currency_id) ?? '',
        toCurrency: codeOf.get(r.to_currency_id) ?? '',
        rate: r.rate,
        spreadBps: r.spread_bps,
        forwardRate: customerRate(pair, 'forward'),
        reverseRate: customerRate(pair, 'reverse'),
        updateTime: r.update_time,
      };
    });
  }

  /** Current rates for the public FX page: cached, since every visitor's phone asks. */
  publicRates() {
    return this.cached('publicRates', async () =>
      (await this.currentRates()).map((r) => ({
        pair: r.pair,
        fromCurrency: r.fromCurrency,
        toCurrency: r.toCurrency,
        rate: r.rate,
        forwardRate: r.forwardRate,
        reverseRate: r.reverseRate,
        updateTime: r.updateTime,
      })),
    );
  }

  /**
   * Per sending country, the cross-border payout methods and the ways to fund that balance
   * (payment channels of scope 1), for the public Global Service page.
   */
  async publicCorridors(lang: Lang) {
    const [countries, channels] = await Promise.all([
      this.cached('countries', () => this.repo.countries()),
      this.cached('crossBorderChannels', async () =>
        (await this.repo.channels({ scope: 1 })).filter((c) =>
          this.offers(c.pay_type, c.currency_id),
        ),
      ),
    ]);
    const method = (c: (typeof channels)[number]) => ({
      payType: c.pay_type,
      name: localName(c, lang),
      kind: c.kind,
      currencyCode: c.currency_code,
    });
    return countries
      .map((country) => {
        const own = channels.filter((c) => c.country_id === country.country_id);
        return {
          countryId: country.country_id,
          countryName: localName(country, lang),
          currencyCode: country.currency_code,
          payouts: own.filter((c) => c.direction === 'payout').map(method),
          fundings: own.filter((c) => c.direction === 'collection').map(method),
        };
      })
      .filter((corridor) => corridor.payouts.length > 0);
  }

  /** History of one pair over a preset period, oldest first; -1016 for a pair we do not quote. */
  async rateHistory(pair: string, period: RatePeriod) {
    const rates = await this.repo.currentRates();
    if (!rates.some((r) => r.pair === pair)) throw new AppError(ErrorCode.RATE_NOT_CONFIGURED);
    const since = new Date(this.clock.now().getTime() - PERIOD_MS[period]).toISOString();
    const rows = await this.repo.rateHistory(pair, since);
    return rows.map((r) => ({ pair: r.pair, rate: r.rate, updateTime: r.update_time }));
  }
}
