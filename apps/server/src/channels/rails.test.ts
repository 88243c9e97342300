import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { PRODUCTION_ENV, SHARED_SECRETS } from '../../test/production-env.ts';
import { Rails } from './rails.ts';

const production = { ...PRODUCTION_ENV, ...SHARED_SECRETS };
const daraja = {
  MPESA_MODE: 'daraja',
  DARAJA_CONSUMER_KEY: 'key',
  DARAJA_CONSUMER_SECRET: 'secret',
  DARAJA_SHORTCODE: '174379',
  DARAJA_PASSKEY: 'passkey',
  DARAJA_INITIATOR_NAME: 'api',
  DARAJA_SECURITY_CREDENTIAL: 'credential',
  DARAJA_CALLBACK_BASE_URL: 'https://pay.example.com',
  DARAJA_CALLBACK_SECRET: 'cb_3f9a7c21d54e4b8a9e0f6d2c1b7a8e90',
};

const modes = (rails: Rails) => Object.fromEntries(rails.list().map((r) => [r.id, r.mode]));

describe('rails by configuration', () => {
  it('are simulated outside production, off in production, real where a provider is set', () => {
    expect(new Set(Object.values(modes(new Rails(loadConfig({})))))).toEqual(
      new Set(['simulated']),
    );
    expect(new Set(Object.values(modes(new Rails(loadConfig(production)))))).toEqual(
      new Set(['off']),
    );
    expect(modes(new Rails(loadConfig({ ...production, ...daraja })))).toEqual({
      'mpesa-kenya': 'real',
      'airtel-kenya': 'off',
      'airtel-tanzania': 'off',
      'mpesa-tanzania': 'off',
      'tanzanian-wallets': 'off',
      banks: 'off',
      'china-accounts': 'off',
      cobo: 'off',
    });
    const staging = new Rails(loadConfig({ ...production, ...daraja, RAILS_SIMULATOR: 'on' }));
    expect(modes(staging)).toMatchObject({ 'mpesa-kenya': 'real', banks: 'simulated' });
    // Development can switch the simulator off, to see what production offers.
    expect(modes(new Rails(loadConfig({ RAILS_SIMULATOR: 'off' }))).banks).toBe('off');
  });

  it('offer every route that needs no rail, and refuse the rest only while off', () => {
    const off = new Rails(loadConfig(production));
    for (const route of [0, 200, 300, 503, 504, 505]) expect(off.offers(route, 404)).toBe(true);
    expect(off.offers(502, 404)).toBe(false);
    expect(off.offers(5, 404)).toBe(false);
    expect(off.offers(5, 834)).toBe(false);
    expect(() => off.requireOpen(7, 834)).toThrow(
      expect.objectContaining({
        code: -1008,
        options: expect.objectContaining({ messageKey: 'railOff' }),
      }),
    );
    const withDaraja = new Rails(loadConfig({ ...production, ...daraja }));
    expect(withDaraja.offers(502, 404)).toBe(true);
    expect(withDaraja.offers(2, 404)).toBe(true);
    // Airtel Kenya is not M-Pesa: Daraja does not carry it.
    expect(withDaraja.offers(5, 404)).toBe(false);
    // A pay type no rail names goes to whatever the simulator is.
    expect(withDaraja.routeMode(0, 404)).toBe('off');
    expect(new Rails(loadConfig({})).routeMode(0, 404)).toBe('simulated');
  });

  it('say at start how each rail is served, and warn about the simulator in production', () => {
    const off = new Rails(loadConfig(production)).announcement();
    expect(off.map((l) => l.text)).toContain(
      'Rail Bank transfers (RTGS, Pesalink, TISS, TIPS): off (not offered: no real connection is configured)',
    );
    expect(off.filter((l) => l.text.startsWith('Rail '))).toHaveLength(8);
    expect(off.every((l) => l.level === 'info')).toBe(true);

    const development = new Rails(loadConfig({})).announcement();
    expect(development.every((l) => l.level === 'info')).toBe(true);

    const staging = new Rails(loadConfig({ ...production, RAILS_SIMULATOR: 'on' })).announcement();
    expect(staging[0]).toEqual({
      level: 'warn',
      text: expect.stringMatching(/^WARNING: RAILS_SIMULATOR=on in production/),
    });
    expect(staging.filter((l) => l.level === 'warn')).toHaveLength(9);
  });
});
