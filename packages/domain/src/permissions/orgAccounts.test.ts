import { describe, expect, it } from 'vitest';
import { buildPermissionView } from './buildPermissionView.ts';
import { canUseOrgAccounts } from './orgAccounts.ts';

const main = { parentId: 0, pspFlag: 1, mrpFlag: 1, channelTypeList: [] };
const member = { ...main, parentId: 7 };

describe('exchange accounts and contract workers access', () => {
  it('is open to a main account, which always holds Assets', () => {
    expect(canUseOrgAccounts(buildPermissionView(main, []))).toBe(true);
  });

  it('is open to a member with any of PspIndex, MrpIndex or Assets', () => {
    for (const name of ['PspIndex', 'MrpIndex', 'Assets']) {
      expect(canUseOrgAccounts(buildPermissionView(member, [name]))).toBe(true);
    }
  });

  it('is closed to a member with other screens or buttons only', () => {
    const view = buildPermissionView(member, ['FxIndex', 'AssetsPayee', 'Btn:va:add', '*:*:*']);
    expect(canUseOrgAccounts(view)).toBe(false);
  });
});
