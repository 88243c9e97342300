import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PRODUCTION_ENV, SHARED_SECRETS } from '../../../test/production-env.ts';
import { Rails } from '../rails.ts';

const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');
const openapi = {
  AIRTEL_MODE: 'openapi',
  AIRTEL_BASE_URL: 'https://openapi.airtel.africa',
  AIRTEL_CLIENT_ID: 'client-id',
  AIRTEL_CLIENT_SECRET: 'client-secret',
  AIRTEL_PIN_PUBLIC_KEY: publicKey,
  AIRTEL_PIN: '4821',
};
const production = { ...PRODUCTION_ENV, ...SHARED_SECRETS };
const modes = (rails: Rails) => Object.fromEntries(rails.list().map((r) => [r.id, r.mode]));

describe('AIRTEL_* settings', () => {
  it('name every missing setting of AIRTEL_MODE=openapi at start', () => {
    expect(() => loadConfig({ AIRTEL_MODE: 'openapi' })).toThrow(
      /AIRTEL_CLIENT_ID: required[\s\S]*AIRTEL_CLIENT_SECRET: required[\s\S]*AIRTEL_PIN_PUBLIC_KEY: required/,
    );
    // Unset: the wire simulator in development, the built-in simulator in tests and production.
    expect(loadConfig({}).AIRTEL_MODE).toBe('wire');
    expect(loadConfig({ NODE_ENV: 'test' }).AIRTEL_MODE).toBe('simulator');
  });

  it("start with the issue's settings alone: without AIRTEL_PIN only payouts are refused", () => {
    const { AIRTEL_PIN: _pin, ...withoutPin } = openapi;
    const config = loadConfig(withoutPin);
    expect(config.AIRTEL_MODE).toBe('openapi');
    expect(config.AIRTEL_PIN).toBeUndefined();
  });

  it('name a wrong key, PIN, country list or mode', () => {
    expect(() => loadConfig({ ...openapi, AIRTEL_PIN_PUBLIC_KEY: 'bm90IGEga2V5' })).toThrow(
      /AIRTEL_PIN_PUBLIC_KEY: not an RSA public key/,
    );
    expect(() => loadConfig({ ...openapi, AIRTEL_PIN: '12345' })).toThrow(/AIRTEL_PIN/);
    expect(() => loadConfig({ ...openapi, AIRTEL_COUNTRIES: 'KE,UG' })).toThrow(/AIRTEL_COUNTRIES/);
    expect(() => loadConfig({ ...openapi, AIRTEL_MODE: 'live' })).toThrow(/AIRTEL_MODE/);
    expect(loadConfig({ ...openapi, AIRTEL_COUNTRIES: ' tz , TZ ' }).AIRTEL_COUNTRIES).toEqual([
      'TZ',
    ]);
  });

  it("refuse Airtel's UAT host in production, except on a staging install", () => {
    const uat = { ...production, ...openapi, AIRTEL_BASE_URL: 'https://openapiuat.airtel.africa' };
    expect(() => loadConfig(uat)).toThrow(/AIRTEL_BASE_URL: Airtel's UAT moves no money/);
    expect(loadConfig({ ...uat, RAILS_SIMULATOR: 'on' }).AIRTEL_MODE).toBe('openapi');
    expect(
      loadConfig({ ...openapi, AIRTEL_BASE_URL: 'https://openapiuat.airtel.africa' }),
    ).toBeTruthy();
  });

  it('make the Airtel rail of each configured country real, and leave the other off in production', () => {
    expect(modes(new Rails(loadConfig({ ...production, ...openapi })))).toMatchObject({
      'airtel-kenya': 'real',
      'airtel-tanzania': 'real',
      'tanzanian-wallets': 'off',
    });
    const tzOnly = new Rails(loadConfig({ ...production, ...openapi, AIRTEL_COUNTRIES: 'TZ' }));
    expect(modes(tzOnly)).toMatchObject({ 'airtel-kenya': 'off', 'airtel-tanzania': 'real' });
    expect(tzOnly.offers(5, 834)).toBe(true);
    expect(tzOnly.offers(5, 404)).toBe(false);
    expect(tzOnly.offers(6, 834)).toBe(false);
    expect(modes(new Rails(loadConfig(production)))['airtel-tanzania']).toBe('off');
  });
});
