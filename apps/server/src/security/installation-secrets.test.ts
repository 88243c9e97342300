import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { installationSecret, withInstallationSecrets } from './installation-secrets.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pesa-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('installation secrets', () => {
  it('generates each unset secret once, keeps it in DATA_DIR (0600), and differs per installation', () => {
    const dir = tempDir();
    const first = withInstallationSecrets(loadConfig({ DATA_DIR: dir }));
    for (const [name, file] of [
      ['CHANNEL_CALLBACK_SECRET', 'channel-callback-secret'],
      ['COBO_ADDRESS_SEED', 'cobo-address-seed'],
      ['FILE_URL_SECRET', 'file-url-secret'],
    ] as const) {
      expect(first[name]).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(dir, file), 'utf8')).toBe(first[name]);
      expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
    }
    const again = withInstallationSecrets(loadConfig({ DATA_DIR: dir }));
    expect(again.CHANNEL_CALLBACK_SECRET).toBe(first.CHANNEL_CALLBACK_SECRET);
    const other = withInstallationSecrets(loadConfig({ DATA_DIR: tempDir() }));
    expect(other.CHANNEL_CALLBACK_SECRET).not.toBe(first.CHANNEL_CALLBACK_SECRET);
    expect(new Set([first.CHANNEL_CALLBACK_SECRET, first.COBO_ADDRESS_SEED]).size).toBe(2);
  });

  it('uses a configured secret as given and writes nothing for it', () => {
    const dir = tempDir();
    const fixed = 'x'.repeat(40);
    const config = withInstallationSecrets(
      loadConfig({ DATA_DIR: dir, CHANNEL_CALLBACK_SECRET: fixed, FILE_URL_SECRET: fixed }),
    );
    expect(config.CHANNEL_CALLBACK_SECRET).toBe(fixed);
    expect(config.FILE_URL_SECRET).toBe(fixed);
    expect(() => readFileSync(join(dir, 'channel-callback-secret'))).toThrow(/ENOENT/);
  });

  it('refuses a kept file that holds no usable secret rather than sign with it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'channel-callback-secret'), '\n');
    expect(() => installationSecret(dir, 'channel-callback-secret')).toThrow(/no usable secret/);
  });
});
