import { Ajv, type ValidateFunction } from 'ajv';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: unknown;
}
type Response = { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined;

/**
 * OpenAPI 3.0 writes an exclusive bound as draft 4 did (`minimum: 0, exclusiveMinimum: true`);
 * Ajv reads the later form (`exclusiveMinimum: 0`). The same bound, rewritten.
 */
function laterDraft(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(laterDraft);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = laterDraft(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

/**
 * Checks replies against what /api/openapi.json says a call answers (its HTTP 200 JSON schema),
 * so a reply schema that does not match the route fails a test instead of misleading a client.
 * Returns what does not match, or null.
 */
export function documentedReplies(doc: OpenApiDocument) {
  // OpenAPI 3.0's `nullable` is one of Ajv's keywords; `format: binary` and the like are not
  // checked (they describe files, never a JSON reply).
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const cache = new Map<string, ValidateFunction | null>();
  const validatorOf = (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (!cache.has(key)) {
      const ok = doc.paths[path]?.[method.toLowerCase()]?.responses?.['200'] as Response;
      const schema = ok?.content?.['application/json']?.schema;
      // Local references (#/components/...) resolve against the document's components.
      cache.set(
        key,
        schema
          ? ajv.compile(laterDraft({ ...schema, components: doc.components }) as object)
          : null,
      );
    }
    return cache.get(key)!;
  };
  return {
    /** True when the document describes a JSON reply for the call. */
    has: (method: string, path: string) => validatorOf(method, path) !== null,
    problem(method: string, path: string, body: unknown): string | null {
      const validate = validatorOf(method, path);
      if (!validate) return `${method} ${path} has no documented JSON reply`;
      if (validate(body)) return null;
      // The success branch's errors say what is wrong; the refusal branch's only that code is 200.
      return (validate.errors ?? [])
        .filter((e) => !e.schemaPath.includes('ErrorReply') && e.keyword !== 'anyOf')
        .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`)
        .join('; ');
    },
  };
}
