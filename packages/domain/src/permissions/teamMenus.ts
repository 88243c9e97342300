/**
 * `/user/team/menus` returns its permission names as a JSON string (e.g. `"[\"PspIndex\"]"`).
 * A reply of any other shape is rejected so the caller can treat it as a failed login state.
 */
export function parseTeamMenus(data: unknown): string[] {
  const parsed: unknown = typeof data === 'string' ? JSON.parse(data || '[]') : data;
  if (!Array.isArray(parsed) || !parsed.every((n) => typeof n === 'string')) {
    throw new Error('team menus must be a list of permission names');
  }
  return parsed;
}
