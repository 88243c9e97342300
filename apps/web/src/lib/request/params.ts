import { bracketQuery } from './bracketQuery.ts';

/**
 * Query strings use brackets for nested objects and arrays (`a[b]=1`, `ids[]=1`) and leave out
 * empty values, so optional filters can be passed through untouched (SPEC §7).
 */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  return bracketQuery(params ?? {}, { arrays: 'brackets', skipEmpty: true });
}
