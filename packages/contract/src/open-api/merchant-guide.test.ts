import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorMessages, type ErrorCodeValue } from '../error-codes.ts';
import { webhookEventPayloadSchema } from '../schemas/api-service.ts';
import { OPEN_API_CODES } from './open-api-document.ts';
import { OPERATIONS } from './open-api-operations.ts';
import { REQUEST_SCHEMAS } from './open-api-schemas.ts';
import { CANONICAL_TEMPLATE, SIGNATURE_TEST_VECTOR } from './open-api-text.ts';

const read = (path: string) =>
  readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');
const guide = read('docs/merchant-guide.md');
const EXAMPLES = ['pesabridge.mjs', 'sandbox-walkthrough.mjs', 'webhook-receiver.mjs', 'curl.sh'];
const exampleText = EXAMPLES.map((file) => read(`docs/examples/open-api/${file}`));

interface Block {
  lang: string;
  code: string;
  /** The nearest heading above the block. */
  heading: string;
}

/** The fenced code blocks of the guide (indented ones in lists included), with their heading. */
function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  let heading = '';
  let open: { lang: string; indent: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const fence = /^(\s*)```(\w*)\s*$/.exec(line);
    if (open) {
      if (fence) {
        found.push({ lang: open.lang, code: open.lines.join('\n'), heading });
        open = undefined;
      } else open.lines.push(line.startsWith(open.indent) ? line.slice(open.indent.length) : line);
    } else if (fence) open = { lang: fence[2]!, indent: fence[1]!, lines: [] };
    else if (line.startsWith('#')) heading = line;
  }
  return found;
}

const all = blocks(guide);

// docs/merchant-guide.md must show only what runs: its code is the tested example files', its
// request bodies pass the server's own schemas, its signature figures and codes are the contract's.
describe('the merchant guide', () => {
  it('shows code only as it is in the example files the guide test runs', () => {
    const code = all.filter((block) => block.lang === 'js' || block.lang === 'sh');
    expect(code.length).toBeGreaterThanOrEqual(5);
    for (const block of code) {
      if (block.lang === 'js')
        expect(
          exampleText.some((text) => text.includes(block.code)),
          block.code,
        ).toBe(true);
      // A command line may stand in a file's usage comment.
      else
        for (const line of block.code.split('\n'))
          expect(
            exampleText.some((text) => text.includes(line.trim())),
            line,
          ).toBe(true);
    }
  });

  it('gives a body for every call, each accepted by the schema the server validates with', () => {
    const bodies = all.filter((block) => block.lang === 'json');
    const shown = new Set<string>();
    for (const block of bodies) {
      const call = /POST \/open\/v1(\/\S+?)`/.exec(block.heading)?.[1];
      if (!call) continue;
      const operation = OPERATIONS.find((spec) => spec.path === call);
      expect(operation, call).toBeDefined();
      const parsed = REQUEST_SCHEMAS[operation!.body].safeParse(JSON.parse(block.code));
      expect(parsed.success, `${call}: ${parsed.error?.message}`).toBe(true);
      shown.add(call);
    }
    expect([...shown].sort()).toEqual(OPERATIONS.map((spec) => spec.path).sort());
  });

  it("shows a webhook body of the server's shape", () => {
    const event = all.find((block) => block.lang === 'json' && block.code.includes('"eventId"'));
    expect(webhookEventPayloadSchema.safeParse(JSON.parse(event!.code)).success).toBe(true);
  });

  it('states the canonical string and the worked signature of the contract', () => {
    expect(all.some((block) => block.lang === 'text' && block.code === CANONICAL_TEMPLATE)).toBe(
      true,
    );
    const prose = guide.replace(/\s+/g, ' ');
    for (const field of ['secret', 'path', 'timestamp', 'nonce', 'body', 'bodySha256Hex'] as const)
      expect(prose).toContain(`\`${SIGNATURE_TEST_VECTOR[field]}\``);
    expect(prose).toContain(`\`${SIGNATURE_TEST_VECTOR.signature}\``);
  });

  it('lists every code of the API with the message the server answers', () => {
    const rows = [...guide.matchAll(/^\| (-?\d+) +\| (.+?) +\|$/gm)].map(([, code, message]) => [
      Number(code),
      message,
    ]);
    expect(rows).toEqual(
      [200, ...OPEN_API_CODES].map((code) => [code, errorMessages[code as ErrorCodeValue].en]),
    );
  });
});
