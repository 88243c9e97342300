import { describe, expect, it } from 'vitest';
import { parseTeamMenus } from './teamMenus.ts';

describe('parseTeamMenus', () => {
  it('reads the JSON string the server sends', () => {
    expect(parseTeamMenus('["PspIndex","Btn:payee:add"]')).toEqual(['PspIndex', 'Btn:payee:add']);
  });

  it('treats an empty string as no permissions', () => {
    expect(parseTeamMenus('')).toEqual([]);
  });

  it('rejects a reply that is not a list of names', () => {
    expect(() => parseTeamMenus('{"a":1}')).toThrow();
    expect(() => parseTeamMenus('[1]')).toThrow();
  });
});
