import { describe, expect, it } from 'vitest';
import { isAppScreenPath, screenTitleKey } from './screenTitles.ts';

describe('isAppScreenPath', () => {
  it('knows every screen of the logged-in area, granted or not', () => {
    expect(isAppScreenPath('/home/psp-index')).toBe(true);
    expect(isAppScreenPath('/home/info/')).toBe(true);
    expect(isAppScreenPath('/home/contract-worker')).toBe(true);
    expect(isAppScreenPath('/homeApi/suspense-cashOut')).toBe(true);
  });

  it('gives a recipient’s detail screen the list’s title; other lists have no detail', () => {
    expect(screenTitleKey('/home/assets-payee/detail/42')).toBe('menu:route.assetsPayee');
    expect(isAppScreenPath('/home/assets-payee/detail/42')).toBe(true);
    expect(isAppScreenPath('/home/assets-payee/detail/abc')).toBe(false);
    expect(isAppScreenPath('/home/psp-index/detail/42')).toBe(false);
  });

  it('leaves other paths to the 404 page', () => {
    expect(isAppScreenPath('/home/no-such-screen')).toBe(false);
    expect(isAppScreenPath('/nowhere')).toBe(false);
    expect(isAppScreenPath('/')).toBe(false);
  });
});
