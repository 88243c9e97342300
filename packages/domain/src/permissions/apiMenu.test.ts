import { describe, expect, it } from 'vitest';
import { buildApiMenu } from './apiMenu.ts';
import { buildPermissionView } from './buildPermissionView.ts';

const mainView = buildPermissionView({ parentId: 0, pspFlag: 1, mrpFlag: 1, channelTypeList: [] });

describe('buildApiMenu', () => {
  it('offers only the account page until access is approved', () => {
    expect(buildApiMenu(mainView, 0).map((i) => i.path)).toEqual(['/homeApi/account']);
    expect(buildApiMenu(mainView, null).map((i) => i.path)).toEqual(['/homeApi/account']);
  });

  it('offers every API item and the docs to an approved main account', () => {
    expect(buildApiMenu(mainView, 1).map((i) => i.path)).toEqual([
      '/homeApi/account',
      '/homeApi/c2b',
      '/homeApi/b2c',
      '/homeApi/suspense-record',
      '/homeApi/suspense-recharge',
      '/homeApi/suspense-cashOut',
      '/homeApi/suspense-transfer',
      '/homeApi/docs',
    ]);
  });

  it('offers a member only the named items, plus the docs', () => {
    const member = buildPermissionView(
      { parentId: 5, pspFlag: 0, mrpFlag: 0, channelTypeList: [] },
      ['HomeApiB2C'],
    );
    expect(buildApiMenu(member, 1).map((i) => i.path)).toEqual([
      '/homeApi/account',
      '/homeApi/b2c',
      '/homeApi/docs',
    ]);
  });
});
