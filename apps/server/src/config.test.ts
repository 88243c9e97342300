import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  SMS_SENDER: 'africastalking',
  AT_USERNAME: 'pesabridge',
  AT_API_KEY: 'at-key',
  EMAIL_SENDER: 'smtp',
  SMTP_URL: 'smtp://mail.example:587',
  SUPPORT_EMAIL: 'support@pesabridge.example',
} as const;
const productionSecrets = {
  CHANNEL_CALLBACK_SECRET: 'c'.repeat(40),
  COBO_ADDRESS_SEED: 's'.repeat(40),
  API_SECRET_KEY: 'k'.repeat(64),
};

describe('listening address', () => {
  it('is loopback by default outside production, every interface in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...production, ...productionSecrets }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('secrets in production', () => {
  it('refuses to start without the callback secret and the address seed, naming each', () => {
    expect(() => loadConfig(production)).toThrow(
      /CHANNEL_CALLBACK_SECRET: required in production[\s\S]*COBO_ADDRESS_SEED: required/,
    );
    expect(() => loadConfig({ ...production, COBO_ADDRESS_SEED: 's'.repeat(40) })).toThrow(
      /^(?![\s\S]*COBO_ADDRESS_SEED)[\s\S]*CHANNEL_CALLBACK_SECRET: required in production/,
    );
    expect(() =>
      loadConfig({ ...production, ...productionSecrets, API_SECRET_KEY: undefined }),
    ).toThrow(/API_SECRET_KEY: required in production/);
    expect(loadConfig({ ...production, ...productionSecrets }).isProduction).toBe(true);
  });

  it('writes no secret value in the source: unset secrets stay unset until the data directory', () => {
    const config = loadConfig({});
    expect(config.CHANNEL_CALLBACK_SECRET).toBeUndefined();
    expect(config.COBO_ADDRESS_SEED).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('is a list of proxy addresses or ranges; unset or false trusts none', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'loopback']);
  });

  it('refuses true (or a hop count) with a message that asks for the proxy addresses', () => {
    for (const value of ['true', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*list the addresses or CIDR ranges of your reverse proxies/,
      );
    }
  });

  it('refuses an entry that is not an address or a range, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example,10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an IP address or CIDR range: proxy\.example, 10\.0\.0\.0\/33/,
    );
  });
});

describe('chat link and support inbox', () => {
  it('hides the chat link unless CHAT_URL names one; no number is built in', () => {
    expect(loadConfig({}).CHAT_URL).toBeUndefined();
    expect(loadConfig({ CHAT_URL: '' }).CHAT_URL).toBeUndefined();
    expect(loadConfig({ CHAT_URL: 'https://wa.me/255712345678' }).CHAT_URL).toBe(
      'https://wa.me/255712345678',
    );
    expect(() => loadConfig({ CHAT_URL: 'not a link' })).toThrow(/CHAT_URL/);
  });

  it('needs SUPPORT_EMAIL with real email; the development outbox names a local inbox', () => {
    expect(loadConfig({}).SUPPORT_EMAIL).toBe('support@localhost');
    expect(() => loadConfig({ ...production, ...productionSecrets, SUPPORT_EMAIL: '' })).toThrow(
      /SUPPORT_EMAIL: required by EMAIL_SENDER=smtp/,
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });
});

describe('RAILS_SIMULATOR', () => {
  it('is on outside production and off in it unless set; on or off only', () => {
    expect(loadConfig({}).RAILS_SIMULATOR).toBe('on');
    expect(loadConfig({ NODE_ENV: 'test', RAILS_SIMULATOR: 'off' }).RAILS_SIMULATOR).toBe('off');
    expect(loadConfig({ ...production, ...productionSecrets }).RAILS_SIMULATOR).toBe('off');
    expect(
      loadConfig({ ...production, ...productionSecrets, RAILS_SIMULATOR: 'on' }).RAILS_SIMULATOR,
    ).toBe('on');
    for (const value of ['true', 'yes', '1', 'ON'])
      expect(() => loadConfig({ RAILS_SIMULATOR: value })).toThrow(/RAILS_SIMULATOR/);
  });
});

describe('slow clients and webhook resends', () => {
  it('has safe defaults: every timeout set, a per-address cap, capped resends', () => {
    const config = loadConfig({});
    expect(config.HTTP_HEADERS_TIMEOUT_MS).toBe(30_000);
    expect(config.HTTP_REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(config.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBe(72_000);
    expect(config.HTTP_MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(config.WEBHOOK_RESENDS_PER_EVENT).toBe(5);
    expect(config.WEBHOOK_RESENDS_PER_HOUR).toBe(100);
  });

  it('names every bad figure, and refuses a headers timeout longer than the request timeout', () => {
    expect(() =>
      loadConfig({
        HTTP_REQUEST_TIMEOUT_MS: '0',
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: 'many',
        WEBHOOK_RESENDS_PER_HOUR: '-1',
      }),
    ).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS[\s\S]*HTTP_MAX_CONNECTIONS_PER_ADDRESS[\s\S]*WEBHOOK_RESENDS_PER_HOUR/,
    );
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/);
  });
});

describe('metrics port', () => {
  it('is off unless set (an empty value too), on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    const config = loadConfig({ ...production, ...productionSecrets, METRICS_PORT: '9464' });
    expect(config.METRICS_PORT).toBe(9464);
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).METRICS_HOST).toBe(
      '10.0.0.5',
    );
    expect(loadConfig({}).LEDGER_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it('refuses the public port and a port that is no port, naming METRICS_PORT', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ LEDGER_CHECK_INTERVAL_MS: '10' })).toThrow(
      /LEDGER_CHECK_INTERVAL_MS/,
    );
  });
});
