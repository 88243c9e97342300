import { describe, expect, it } from 'vitest';
import { openApiDocument } from './open-api-document.ts';

type Json = Record<string, unknown>;

/** Every description and summary in the document, with where it is. */
function prose(value: unknown, at = '', found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((item, i) => prose(item, `${at}[${i}]`, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value as Json)) {
      if ((key === 'description' || key === 'summary') && typeof item === 'string')
        found.push([`${at}.${key}`, item]);
      else if (key !== 'example') prose(item, `${at}.${key}`, found);
    }
  return found;
}

/** The document without its prose: what must not change with the language. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Json)
      .filter(([key]) => !['description', 'summary', 'title', 'x-displayName'].includes(key))
      .map(([key, item]) => [key, key === 'license' || key === 'servers' ? null : shape(item)]),
  );
}

const HAN = /\p{Script=Han}/u;

describe('the /open/v1 OpenAPI document in Chinese', () => {
  const en = openApiDocument('en');
  const zh = openApiDocument('zh');

  it('has every description and summary in Chinese', () => {
    const english = prose(zh).filter(([, text]) => !HAN.test(text));
    expect(english).toEqual([]);
    expect(prose(zh)).toHaveLength(prose(en).length);
    expect(HAN.test(zh.info.title)).toBe(true);
    // Redoc's menu shows a tag by its display name; the tag's own name stays the link.
    for (const tag of zh.tags) expect(tag['x-displayName'], tag.name).toMatch(HAN);
  });

  it('describes the same calls, fields, examples and codes as the English one', () => {
    expect(shape(zh)).toEqual(shape(en));
  });

  it('lists the refusals with the messages the server answers in Chinese', () => {
    const payout = prose(zh.paths['/b2c/payout']).find(([at]) => at === '.post.description')![1];
    expect(payout).toContain('`-1014` 资产余额不足');
    expect(zh.info.description).toContain('`-1104` 签名与请求不符');
  });
});
