import { BANK_PAY_TYPES, ErrorCode, PayType } from '@pesa/contract';
import type { LoadedConfig } from '../config.ts';
import { AppError } from '../plugins/app-error.ts';
import { TANZANIAN_WALLETS } from './mobile-money/tanzanian-wallets-channel.ts';
import { VODACOM_TZ_PAY_TYPE } from './vodacom-tz/vodacom-tz-channel.ts';
import { airtelOpenIn } from './airtel/airtel-config.ts';

/**
 * real: a provider moves the money; simulated: the built-in simulator answers and nothing really
 * moves; off: nothing is offered and every use is refused.
 */
export type RailMode = 'real' | 'simulated' | 'off';

export const RAIL_IDS = [
  'mpesa-kenya',
  'airtel-kenya',
  'airtel-tanzania',
  'mpesa-tanzania',
  'tanzanian-wallets',
  'banks',
  'china-accounts',
  'cobo',
] as const;
export type RailId = (typeof RAIL_IDS)[number];

/** What a money use case asks of the rails: refuse (-1008 `railOff`) when this one is off. */
export interface RailGate {
  requireOpen(payType: number, currencyId: number, field?: string): void;
}

export interface RailStatus {
  id: RailId;
  mode: RailMode;
}

const TZS = 834;
const COBO = 600;
const WIRE =
  "the provider's adapter over HTTP against the wire simulator this server runs; no money really moves";

interface RailDefinition {
  id: RailId;
  /** The name the start log uses; the console has its own names in both languages. */
  name: string;
  carries(payType: number, currencyId: number): boolean;
  /** What connects it to a real provider here, or null when nothing configured does. */
  realBy(config: LoadedConfig): string | null;
  /** How it is simulated when not by the built-in simulator (the wire simulators of `wire` mode). */
  simulatedBy?(config: LoadedConfig): string | null;
  /** No provider can connect it yet (no public API): while off, customers see it as coming. */
  upcoming?: true;
}

const RAILS: readonly RailDefinition[] = [
  {
    // Before the other Tanzanian wallets: M-Pesa Tanzania has a real connection of its own.
    id: 'mpesa-tanzania',
    name: 'Vodacom M-Pesa Tanzania',
    carries: (payType, currencyId) => payType === VODACOM_TZ_PAY_TYPE && currencyId === TZS,
    realBy: (config) =>
      config.VODACOM_TZ_MODE === 'openapi' ? 'Vodacom M-Pesa OpenAPI (vodacomTZN)' : null,
    simulatedBy: (config) => (config.VODACOM_TZ_MODE === 'wire' ? WIRE : null),
  },
  {
    id: 'mpesa-kenya',
    name: 'M-Pesa Kenya (STK push top-ups, payouts)',
    // Paybill (505) is not here: it waits for a C2B confirmation or an operator, never the simulator.
    carries: (payType) => payType === PayType.MPESA_KES || payType === PayType.MPESA_STK_PUSH,
    realBy: (config) => (config.MPESA_MODE === 'daraja' ? 'Safaricom Daraja' : null),
  },
  {
    // Before the other Tanzanian wallets: Airtel Money has a real connection of its own.
    id: 'airtel-tanzania',
    name: 'Airtel Money Tanzania',
    carries: (payType, currencyId) => payType === PayType.AIRTEL && currencyId === TZS,
    realBy: (config) => (airtelOpenIn(config, 'TZ') ? 'Airtel Money Open API' : null),
    simulatedBy: (config) =>
      config.AIRTEL_MODE === 'wire' && config.AIRTEL_COUNTRIES.includes('TZ') ? WIRE : null,
  },
  {
    id: 'tanzanian-wallets',
    name: 'Tanzanian wallets (Tigo Pesa, HaloPesa)',
    carries: (payType, currencyId) => currencyId === TZS && payType in TANZANIAN_WALLETS,
    realBy: () => null,
    upcoming: true,
  },
  {
    id: 'airtel-kenya',
    name: 'Airtel Money Kenya',
    carries: (payType, currencyId) => payType === PayType.AIRTEL && currencyId !== TZS,
    realBy: (config) => (airtelOpenIn(config, 'KE') ? 'Airtel Money Open API' : null),
    simulatedBy: (config) =>
      config.AIRTEL_MODE === 'wire' && config.AIRTEL_COUNTRIES.includes('KE') ? WIRE : null,
  },
  {
    id: 'banks',
    name: 'Bank transfers (RTGS, Pesalink, TISS, TIPS)',
    carries: (payType) => BANK_PAY_TYPES.includes(payType),
    realBy: () => null,
  },
  {
    id: 'china-accounts',
    name: 'China bank accounts',
    carries: (payType) =>
      payType === PayType.CNY_ACCOUNT_KES || payType === PayType.CNY_ACCOUNT_TZS,
    realBy: () => null,
  },
  {
    id: 'cobo',
    name: 'COBO crypto deposits',
    // Deposits are credited only on Cobo's signed webhook, but the deposit addresses are derived
    // by us and held by nobody on chain until Cobo's wallet API issues them (docs/rails.md).
    carries: (payType) => payType === COBO,
    realBy: () => null,
  },
];

/**
 * How this installation serves each rail (docs/rails.md "Real, simulated or off"): real where a
 * provider is configured; otherwise the simulator, where RAILS_SIMULATOR allows it (outside
 * production by default), or off. Sandbox (test-mode API) orders always use the simulator.
 */
export class Rails {
  private readonly modes: ReadonlyMap<RailId, RailMode>;

  constructor(
    private readonly config: LoadedConfig,
    /** Whether the simulator may answer for live money. */
    readonly simulatorServesLive = config.RAILS_SIMULATOR === 'on',
  ) {
    this.modes = new Map(
      RAILS.map((rail) => [
        rail.id,
        rail.realBy(config) ? 'real' : simulatorServesLive ? 'simulated' : 'off',
      ]),
    );
  }

  list(): RailStatus[] {
    return RAILS.map((rail) => ({ id: rail.id, mode: this.mode(rail.id) }));
  }

  mode(id: RailId): RailMode {
    return this.modes.get(id)!;
  }

  /** False only for a pay type whose rail is off; wallet, bank, cash and offline routes have none. */
  offers(payType: number, currencyId: number): boolean {
    const rail = railOf(payType, currencyId);
    return !rail || this.mode(rail.id) !== 'off';
  }

  /** Whether a pay type is off only because no provider can carry it yet (Tigo Pesa, HaloPesa). */
  upcoming(payType: number, currencyId: number): boolean {
    const rail = railOf(payType, currencyId);
    return rail?.upcoming === true && this.mode(rail.id) === 'off';
  }

  /** The mode of the rail that carries a pay type in a currency; null where no rail does. */
  railMode(payType: number, currencyId: number): RailMode | null {
    const rail = railOf(payType, currencyId);
    return rail ? this.mode(rail.id) : null;
  }

  /**
   * The mode of whatever carries an order that reached a rail job: its rail's, or the
   * simulator's for a pay type no rail names (the simulator was always the default adapter).
   */
  routeMode(payType: number, currencyId: number): RailMode {
    const rail = railOf(payType, currencyId);
    if (rail) return this.mode(rail.id);
    return this.simulatorServesLive ? 'simulated' : 'off';
  }

  /** Refuses a top-up, collection or payout on a rail that is off, before anything is written. */
  requireOpen(payType: number, currencyId: number, field = 'payType'): void {
    if (!this.offers(payType, currencyId)) throw railOffError(field);
  }

  /**
   * What the server says at start: one line per rail, and a warning when the simulator answers
   * for live money in production (a staging install).
   */
  announcement(): Array<{ level: 'info' | 'warn'; text: string }> {
    const lines = RAILS.map((rail) => {
      const mode = this.mode(rail.id);
      const why =
        mode === 'real'
          ? rail.realBy(this.config)!
          : mode === 'simulated'
            ? (rail.simulatedBy?.(this.config) ?? 'the built-in simulator; no money really moves')
            : 'not offered: no real connection is configured';
      const level: 'info' | 'warn' =
        mode === 'simulated' && this.config.isProduction ? 'warn' : 'info';
      return { level, text: `Rail ${rail.name}: ${mode} (${why})` };
    });
    lines.push({
      level: 'info',
      text: 'Merchant API sandbox (test keys): simulated, whatever the rails above',
    });
    if (this.config.isProduction && this.simulatorServesLive)
      lines.unshift({
        level: 'warn',
        text: 'WARNING: RAILS_SIMULATOR=on in production: simulated rails credit money that was never received. Use it on a staging install only.',
      });
    return lines;
  }
}

/** The rail that carries a pay type in a currency, or undefined for routes that need none. */
function railOf(payType: number, currencyId: number): RailDefinition | undefined {
  return RAILS.find((rail) => rail.carries(payType, currencyId));
}

export function railOffError(field = 'payType'): AppError {
  return new AppError(ErrorCode.PARAMETER_ERROR, {
    messageKey: 'railOff',
    fields: [{ field, key: 'railOff' }],
  });
}
