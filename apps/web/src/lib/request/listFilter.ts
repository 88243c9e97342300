/**
 * A list's filter as its export takes it: without paging, and without unset fields. A download
 * is form-encoded (SPEC §7), where a cleared field would arrive as an empty text, which a number
 * field reads as 0; an unset filter is left out instead.
 */
export function listFilter(filters: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([name, value]) =>
        name !== 'pageNum' &&
        name !== 'pageSize' &&
        value !== undefined &&
        value !== null &&
        value !== '',
    ),
  );
}
