import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PRODUCTION_ENV, SHARED_SECRETS } from '../../../test/production-env.ts';
import { Rails } from '../rails.ts';

const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');
const openapi = {
  VODACOM_TZ_MODE: 'openapi',
  VODACOM_TZ_BASE_URL: 'https://openapi.m-pesa.com/openapi/ipg/v2/vodacomTZN/',
  VODACOM_TZ_API_KEY: 'a3f9c2e7b1d84f6a9e0c5b7d2f4a6c8e',
  VODACOM_TZ_PUBLIC_KEY: publicKey,
  VODACOM_TZ_SERVICE_PROVIDER_CODE: '000000',
  VODACOM_TZ_ORIGIN: '127.0.0.1',
  VODACOM_TZ_CALLBACK_SECRET: 'vtz_7c1e4b9a2f6d4e8b9a0c3d5e7f1a2b4c',
};
const production = { ...PRODUCTION_ENV, ...SHARED_SECRETS };

describe('VODACOM_TZ_* settings', () => {
  it('name every missing setting of VODACOM_TZ_MODE=openapi at start', () => {
    expect(() => loadConfig({ VODACOM_TZ_MODE: 'openapi' })).toThrow(
      /VODACOM_TZ_API_KEY: required[\s\S]*VODACOM_TZ_PUBLIC_KEY: required[\s\S]*VODACOM_TZ_SERVICE_PROVIDER_CODE: required[\s\S]*VODACOM_TZ_ORIGIN: required/,
    );
    // The callback secret is optional: without it results are read by the status query.
    const { VODACOM_TZ_CALLBACK_SECRET: _secret, ...withoutSecret } = openapi;
    expect(loadConfig(withoutSecret).VODACOM_TZ_CALLBACK_SECRET).toBeUndefined();
    expect(() => loadConfig({ VODACOM_TZ_MODE: 'openapi' })).not.toThrow(
      /VODACOM_TZ_CALLBACK_SECRET/,
    );
  });

  it('name a wrong key, short code, base URL or mode', () => {
    expect(() => loadConfig({ ...openapi, VODACOM_TZ_PUBLIC_KEY: 'bm90IGEga2V5' })).toThrow(
      /VODACOM_TZ_PUBLIC_KEY: not an RSA public key/,
    );
    expect(() => loadConfig({ ...openapi, VODACOM_TZ_SERVICE_PROVIDER_CODE: '12' })).toThrow(
      /VODACOM_TZ_SERVICE_PROVIDER_CODE/,
    );
    expect(() =>
      loadConfig({ ...openapi, VODACOM_TZ_BASE_URL: 'https://openapi.m-pesa.com/sandbox/ipg/v2/' }),
    ).toThrow(/VODACOM_TZ_BASE_URL/);
    expect(() => loadConfig({ ...openapi, VODACOM_TZ_MODE: 'live' })).toThrow(/VODACOM_TZ_MODE/);
    expect(() =>
      loadConfig({ ...openapi, VODACOM_TZ_TIMEOUT_MS: '30000', JOB_LEASE_MS: '60000' }),
    ).toThrow(/VODACOM_TZ_TIMEOUT_MS: with VODACOM_TZ_SESSION_ACTIVATION_MS, must be shorter/);
    expect(loadConfig({ ...openapi, JOB_LEASE_MS: '60000' }).VODACOM_TZ_TIMEOUT_MS).toBe(25_000);
  });

  it('refuse the sandbox for live money in production, and make the rail real where set', () => {
    const sandbox = {
      ...openapi,
      VODACOM_TZ_BASE_URL: 'https://openapi.m-pesa.com/sandbox/ipg/v2/vodacomTZN/',
    };
    expect(() => loadConfig({ ...production, ...sandbox })).toThrow(
      /VODACOM_TZ_BASE_URL: the sandbox moves no money/,
    );
    expect(loadConfig(sandbox).VODACOM_TZ_MODE).toBe('openapi');
    const rails = new Rails(loadConfig({ ...production, ...openapi }));
    expect(rails.mode('mpesa-tanzania')).toBe('real');
    expect(rails.railMode(7, 834)).toBe('real');
    // Tigo Pesa and HaloPesa have no real connection: off in production.
    expect(rails.railMode(6, 834)).toBe('off');
    expect(rails.railMode(3, 834)).toBe('off');
    expect(new Rails(loadConfig(production)).mode('mpesa-tanzania')).toBe('off');
  });
});
