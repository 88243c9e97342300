import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '@pesa/domain';
import en from './locales/en/ops.json';
import zh from './locales/zh/ops.json';
import { QUEUES, queueLabelKey } from './queues.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('operator console texts', () => {
  it('have the same keys in English and Chinese, none empty', () => {
    expect(keyPaths(zh).sort()).toEqual(keyPaths(en).sort());
    for (const catalog of [en, zh])
      for (const path of keyPaths(catalog)) {
        const text = path.split('.').reduce<unknown>((node, key) => (node as never)[key], catalog);
        expect(String(text).trim(), path).not.toBe('');
      }
  });

  it('name every role and every queue of the menu', () => {
    for (const role of OPERATOR_ROLES) expect(en.roles[role]).toBeTruthy();
    const text = (catalog: unknown, path: string) =>
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalog);
    for (const queue of QUEUES)
      for (const catalog of [en, zh]) expect(text(catalog, queueLabelKey(queue))).toBeTruthy();
  });
});
