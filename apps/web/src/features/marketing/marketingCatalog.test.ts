import { describe, expect, it } from 'vitest';
import en from '../../locales/en/marketing.json';
import zh from '../../locales/zh/marketing.json';

type Catalog = Record<string, unknown>;

/** Every leaf as "path=value"; arrays contribute their indexes, so lengths must match too. */
function leaves(node: unknown, path = ''): [string, unknown][] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node as Catalog).flatMap(([key, value]) =>
      leaves(value, path ? `${path}.${key}` : key),
    );
  }
  return [[path, node]];
}

describe('marketing catalogs', () => {
  const enLeaves = leaves(en);
  const zhLeaves = leaves(zh);

  it('have the same keys in English and Chinese', () => {
    expect(zhLeaves.map(([key]) => key).sort()).toEqual(enLeaves.map(([key]) => key).sort());
  });

  it('have no empty texts', () => {
    const empty = [...enLeaves, ...zhLeaves].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('are really translated: Chinese headings contain Chinese characters', () => {
    const untranslated = zhLeaves.filter(
      ([key, value]) => /(^|\.)title$/.test(key) && !/[\u4e00-\u9fff]/.test(String(value)),
    );
    expect(untranslated).toEqual([]);
  });
});
