import { describe, expect, it } from 'vitest';

/**
 * SPEC §5: text inputs trim on blur. Every place a user types an identifier, a name, a number or
 * a note uses TrimmedInput / TrimmedTextArea; antd's plain Input is left only to the inputs
 * that must keep every character (passwords, one-time codes) or act at once (search boxes), and
 * to the operator console, which trims what it sends itself.
 */
const sources = import.meta.glob<string>(
  ['../**/*.tsx', '!../**/*.test.tsx', '!../features/ops/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('text inputs trim on blur', () => {
  it('no screen uses a plain antd Input or TextArea for typed text', () => {
    const plain = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/TrimmedInput.tsx'))
      .filter(([, text]) => /<Input(\s|\/|>)|<Input\.TextArea\b/.test(text))
      .map(([path]) => path);
    expect(plain).toEqual([]);
  });
});
