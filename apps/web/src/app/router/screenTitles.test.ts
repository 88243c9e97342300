import { describe, expect, it } from 'vitest';
import { isAppScreenPath } from './screenTitles.ts';

describe('isAppScreenPath', () => {
  it('knows every screen of the logged-in area, granted or not', () => {
    expect(isAppScreenPath('/home/psp-index')).toBe(true);
    expect(isAppScreenPath('/home/info/')).toBe(true);
    expect(isAppScreenPath('/home/contract-worker')).toBe(true);
    expect(isAppScreenPath('/homeApi/suspense-cashOut')).toBe(true);
  });

  it('leaves other paths to the 404 page', () => {
    expect(isAppScreenPath('/home/no-such-screen')).toBe(false);
    expect(isAppScreenPath('/nowhere')).toBe(false);
    expect(isAppScreenPath('/')).toBe(false);
  });
});
