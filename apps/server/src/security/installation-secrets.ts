import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config, LoadedConfig } from '../config.ts';

/**
 * The secrets a running server needs. Each one comes from its variable when set; otherwise it is
 * generated on first start (32 random bytes, hex) and kept in DATA_DIR, so no value is ever written
 * in the source and every installation has its own. Production must configure the ones marked
 * `requiredInProduction` (config.ts refuses to start without them): several instances share them
 * and cannot rely on one DATA_DIR. A generated file URL secret is tolerated everywhere, because a
 * signed file URL lives minutes and instances sharing PostgreSQL are told to set it.
 */
export const installationSecrets = {
  CHANNEL_CALLBACK_SECRET: { file: 'channel-callback-secret', requiredInProduction: true },
  COBO_ADDRESS_SEED: { file: 'cobo-address-seed', requiredInProduction: true },
  FILE_URL_SECRET: { file: 'file-url-secret', requiredInProduction: false },
  // Every instance must decrypt every merchant's secret, so production sets it explicitly.
  API_SECRET_KEY: { file: 'api-secret-key', requiredInProduction: true },
} as const;

export type InstallationSecretName = keyof typeof installationSecrets;

const GENERATED_BYTES = 32;

function readSecret(path: string): string | null {
  try {
    const value = readFileSync(path, 'utf8').trim();
    // A file shorter than a generated secret was not written by us: refuse rather than use it.
    if (value.length < GENERATED_BYTES) throw new Error(`${path} holds no usable secret`);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The secret kept in DATA_DIR/<file>, created (mode 0600) when missing. The value is written to a
 * private temporary file first and then linked into place, which fails if the file exists: two
 * processes starting together agree on one value, and a crash never leaves an empty secret.
 */
export function installationSecret(dataDir: string, file: string): string {
  const path = join(dataDir, file);
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, randomBytes(GENERATED_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    // Another process put its secret in place first; use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readSecret(path)!;
}

/** The configuration with every installation secret present: configured, or kept in DATA_DIR. */
export function withInstallationSecrets(config: LoadedConfig): Config {
  const filled = { ...config } as Config;
  for (const [name, { file }] of Object.entries(installationSecrets)) {
    const key = name as InstallationSecretName;
    filled[key] = config[key] || installationSecret(config.DATA_DIR, file);
  }
  return filled;
}
