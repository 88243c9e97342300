import { describe, expect, it } from 'vitest';

/**
 * Issue 33: a field that stops typing at a limit shows the limit while typing, never a silent
 * cut. TrimmedInput / TrimmedTextArea / TrimmedTextInput show the count whenever `maxLength` is
 * set; a raw antd Input or TextArea with a limit must say `showCount`; the count may be turned
 * off only on a fixed-length one-time code.
 */
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every JSX opening tag that sets maxLength, with its file. */
function limitedTags(): { path: string; tag: string }[] {
  const found: { path: string; tag: string }[] = [];
  for (const [path, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/<([A-Za-z][\w.]*)(?:\s+[^<>]*?)?\smaxLength=[^<>]*?\/?>/gs))
      found.push({ path, tag: match[0] });
  }
  return found;
}

describe('fields with a length limit', () => {
  const tags = limitedTags();

  it('are found (the check reads the sources)', () => {
    expect(tags.some((t) => t.tag.startsWith('<TrimmedInput'))).toBe(true);
  });

  it('show their count while typing', () => {
    const silent = tags
      .filter(({ tag }) => /^<(Input|Input\.TextArea|input|textarea)\b/.test(tag))
      .filter(({ tag }) => !/\sshowCount(\s|=\{true\}|\/?>)/.test(tag))
      .filter(({ tag }) => !tag.includes('one-time-code'))
      .map(({ path, tag }) => `${path}: ${tag.slice(0, 60)}`);
    expect(silent).toEqual([]);
  });

  it('turn the count off only on a one-time code', () => {
    const hidden = tags
      .filter(({ tag }) => tag.includes('showCount={false}'))
      .filter(({ tag }) => !tag.includes('one-time-code'))
      .map(({ path }) => path);
    expect(hidden).toEqual([]);
  });
});
