import { describe, expect, it } from 'vitest';
import { resolveWebhookTarget, type LookupAll } from './webhook-target.ts';

/** A resolver that answers from a table, as DNS would. */
const dns =
  (table: Record<string, string[]>): LookupAll =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const prod = (url: string, table: Record<string, string[]> = {}) =>
  resolveWebhookTarget(url, { production: true, lookup: dns(table) });
const dev = (url: string, table: Record<string, string[]> = {}) =>
  resolveWebhookTarget(url, { production: false, lookup: dns(table) });

describe('webhook targets in production', () => {
  it('takes an https URL whose host resolves only to public addresses, and pins the first', async () => {
    const result = await prod('https://hooks.merchant.example:8443/pesa?x=1', {
      'hooks.merchant.example': ['41.90.64.10', '2c0f:fe38::1'],
    });
    expect(result).toMatchObject({
      ok: true,
      target: { host: 'hooks.merchant.example', address: '41.90.64.10', family: 4 },
    });
  });

  it('refuses plain http, and schemes other than http and https', async () => {
    expect(
      await prod('http://hooks.merchant.example/', { 'hooks.merchant.example': ['8.8.8.8'] }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/https only/) });
    expect(await prod('ftp://hooks.merchant.example/')).toMatchObject({ ok: false });
    expect(await prod('not a url')).toMatchObject({ ok: false });
  });

  it('refuses a host with any non-public address among its answers (no SSRF)', async () => {
    for (const inside of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '::1',
      'fd00::5',
      '::ffff:192.168.1.1',
    ])
      expect(
        await prod('https://evil.example/hook', { 'evil.example': ['8.8.8.8', inside] }),
        inside,
      ).toMatchObject({ ok: false, error: `refused: evil.example resolves to ${inside}` });
  });

  it('refuses address literals that are not public, and localhost', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:7f00:1]/hook',
      'https://100.64.1.1/hook',
      'https://0.0.0.0/hook',
    ])
      expect(await prod(url), url).toMatchObject({ ok: false });
    expect(await prod('https://localhost/hook', { localhost: ['127.0.0.1', '::1'] })).toMatchObject(
      {
        ok: false,
      },
    );
    expect(await prod('https://8.8.4.4/hook')).toMatchObject({
      ok: true,
      target: { address: '8.8.4.4' },
    });
  });

  it('reports a name that does not resolve', async () => {
    expect(await prod('https://nowhere.example/')).toEqual({
      ok: false,
      error: 'DNS lookup of nowhere.example failed: ENOTFOUND',
    });
  });
});

describe('webhook targets outside production', () => {
  it('allows plain http to loopback only', async () => {
    expect(await dev('http://127.0.0.1:4000/hook')).toMatchObject({
      ok: true,
      target: { address: '127.0.0.1' },
    });
    expect(
      await dev('http://localhost:4000/hook', { localhost: ['::1', '127.0.0.1'] }),
    ).toMatchObject({
      ok: true,
      target: { address: '::1', family: 6 },
    });
    expect(await dev('http://10.0.0.8/hook')).toMatchObject({ ok: false });
    expect(await dev('http://box.example/hook', { 'box.example': ['8.8.8.8'] })).toMatchObject({
      ok: false,
    });
  });

  it('allows https anywhere, for staging receivers', async () => {
    expect(await dev('https://10.0.0.8/hook')).toMatchObject({ ok: true });
  });
});
