import qs from 'qs';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Query strings use brackets for nested objects and arrays (`a[b]=1`, `ids[]=1`) and leave out
 * empty values, so optional filters can be passed through untouched (SPEC §7).
 */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  return qs.stringify(params ?? {}, {
    arrayFormat: 'brackets',
    filter: (_prefix, value: unknown) => (isEmpty(value) ? undefined : value),
  });
}
