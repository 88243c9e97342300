import { describe, expect, it } from 'vitest';
import { buildPermissionView, type PermissionSubject } from './buildPermissionView.ts';
import { PERMISSION_TABLE } from './permissionTable.ts';

const ALL_CHANNELS = [0, 1].flatMap((type) =>
  [-1, 0, 1].map((channelType) => ({ type, channelType })),
);

function main(overrides: Partial<PermissionSubject> = {}): PermissionSubject {
  return { parentId: 0, pspFlag: 0, mrpFlag: 0, channelTypeList: ALL_CHANNELS, ...overrides };
}

const names = (view: { routes: { name: string }[] }) => view.routes.map((r) => r.name);

describe('main account (parentId 0)', () => {
  it('always gets profile, KYC, assets, FX, system and API service pages', () => {
    const view = buildPermissionView(main({ pspFlag: 1, mrpFlag: 1, channelTypeList: [] }));
    expect(view.isMainAccount).toBe(true);
    expect(names(view)).toEqual([
      'Info',
      'Kyc',
      'Assets',
      'AssetsOrder',
      'AssetsPayee',
      'AssetsVaAccount',
      'FxIndex',
      'FxHistory',
      'FxConvert',
      'SystemUserRole',
      'SystemUserTeam',
      'SystemApprovals',
      'HomeApiC2B',
      'HomeApiB2C',
      'HomeApiSuspenseTransactionRecord',
      'HomeApiSuspenseTopUp',
      'HomeApiSuspenseCashOut',
      'HomeApiSuspenseTransfer',
    ]);
    expect(view.showApiLink).toBe(true);
  });

  it('gets recipient add, edit and delete (SPEC §2), VA add and approve', () => {
    const view = buildPermissionView(main());
    expect(view.buttons).toEqual([
      'Btn:payee:add',
      'Btn:payee:edit',
      'Btn:payee:delete',
      'Btn:va:add',
      'Btn:payment:approve',
    ]);
    expect(view.ownOrderScopes).toEqual([]);
  });

  it('ignores member permission names', () => {
    const view = buildPermissionView(main({ pspFlag: 1, mrpFlag: 1 }), ['PspIndex', '*:*:*']);
    expect(names(view)).not.toContain('PspIndex');
    expect(view.buttons).not.toContain('*:*:*');
  });

  it('shows the Domestic menu only when pspFlag is 0', () => {
    expect(names(buildPermissionView(main({ pspFlag: 0 })))).toContain('PspOrder');
    expect(names(buildPermissionView(main({ pspFlag: 1 }))).some((n) => n.startsWith('Psp'))).toBe(
      false,
    );
  });

  it('shows the Cross-border menu only when mrpFlag is 0', () => {
    expect(names(buildPermissionView(main({ mrpFlag: 0 })))).toContain('MrpOrder');
    expect(names(buildPermissionView(main({ mrpFlag: 1 }))).some((n) => n.startsWith('Mrp'))).toBe(
      false,
    );
  });

  it('picks Top Up, Send Money and COBO from the channel entries of each scope', () => {
    const view = buildPermissionView(
      main({
        channelTypeList: [
          { type: 0, channelType: -1 },
          { type: 1, channelType: 0 },
          { type: 1, channelType: 1 },
        ],
      }),
    );
    const service = names(view).filter((n) => n.startsWith('Psp') || n.startsWith('Mrp'));
    expect(service).toEqual([
      'PspRecharge',
      'PspOrder',
      'MrpIndex',
      'MrpRechargeCobo',
      'MrpOrder',
      'MrpBatch',
    ]);
  });

  it('gives the cash-in screen to an agent’s main account only', () => {
    expect(names(buildPermissionView(main({ userType: 3 })))).toContain('AgentCashIn');
    for (const userType of [1, 2, undefined])
      expect(names(buildPermissionView(main({ userType })))).not.toContain('AgentCashIn');
    // It is a domestic service: an agent without the Domestic menu has no cash-in either.
    expect(names(buildPermissionView(main({ userType: 3, pspFlag: 1 })))).not.toContain(
      'AgentCashIn',
    );
  });

  it('gives an agent no API service: no API screens and no API link', () => {
    const agent = buildPermissionView(main({ userType: 3 }));
    expect(names(agent).filter((n) => n.startsWith('HomeApi'))).toEqual([]);
    expect(agent.showApiLink).toBe(false);
    for (const userType of [1, 2, undefined]) {
      const view = buildPermissionView(main({ userType }));
      expect(names(view)).toContain('HomeApiB2C');
      expect(view.showApiLink).toBe(true);
    }
  });

  it('always shows the Order page of an enabled group, even without channels', () => {
    const view = buildPermissionView(main({ channelTypeList: [] }));
    const service = names(view).filter((n) => n.startsWith('Psp') || n.startsWith('Mrp'));
    expect(service).toEqual(['PspOrder', 'MrpOrder']);
  });

  it('does not let a cross-border channel enable a domestic item', () => {
    const view = buildPermissionView(
      main({ mrpFlag: 1, channelTypeList: [{ type: 1, channelType: 0 }] }),
    );
    expect(names(view)).not.toContain('PspIndex');
    expect(names(view)).not.toContain('MrpIndex');
  });
});

describe('team member (parentId > 0)', () => {
  const member = main({ parentId: 7 });

  it('gets only the routes named by the team menus, regardless of flags and channels', () => {
    const view = buildPermissionView(member, ['PspIndex', 'FxIndex', 'Btn:payee:add']);
    expect(view.isMainAccount).toBe(false);
    // The order page of a service it sends in comes with it (orderReach.ts).
    expect(names(view)).toEqual(['PspIndex', 'PspOrder', 'FxIndex']);
    expect(view.buttons).toEqual(['Btn:payee:add']);
  });

  it('gets recipient delete when the role holds it', () => {
    const view = buildPermissionView(member, ['AssetsPayee', 'Btn:payee:delete', 'Btn:payee:add']);
    expect(view.buttons).toEqual(['Btn:payee:delete', 'Btn:payee:add']);
  });

  it('gets the order page of a service it sends in, listing its own orders', () => {
    const view = buildPermissionView(member, ['PspIndex', 'MrpRecharge']);
    expect(names(view)).toEqual(['PspIndex', 'PspOrder', 'MrpRecharge', 'MrpOrder']);
    expect(view.ownOrderScopes).toEqual([0, 1]);
  });

  it('reads the whole account with the order page itself or the transaction history', () => {
    expect(buildPermissionView(member, ['PspIndex', 'PspOrder']).ownOrderScopes).toEqual([]);
    const history = buildPermissionView(member, ['MrpIndex', 'AssetsOrder']);
    expect(history.ownOrderScopes).toEqual([]);
    expect(names(history)).toContain('MrpOrder');
    expect(names(buildPermissionView(member, ['AssetsOrder']))).toEqual(['AssetsOrder']);
  });

  it('gets nothing from an empty list', () => {
    const view = buildPermissionView(member, []);
    expect(view.ownOrderScopes).toEqual([]);
    expect(view.routes).toEqual([]);
    expect(view.menu).toEqual([]);
    expect(view.buttons).toEqual([]);
    expect(view.showApiLink).toBe(false);
  });

  it('keeps the wildcard as a button grant but it opens no route', () => {
    const view = buildPermissionView(member, ['*:*:*']);
    expect(view.buttons).toEqual(['*:*:*']);
    expect(view.routes).toEqual([]);
  });

  it('shows the API link when any name contains HomeApi', () => {
    expect(buildPermissionView(member, ['HomeApiB2C']).showApiLink).toBe(true);
    expect(buildPermissionView(member, ['Assets']).showApiLink).toBe(false);
  });
});

describe('menu sections', () => {
  it('are sorted by group order Account 1 … System 6 and leave the API group out', () => {
    const view = buildPermissionView(main());
    expect(view.menu.map((s) => [s.group, s.sort])).toEqual([
      ['account', 1],
      ['domestic', 2],
      ['crossBorder', 3],
      ['assets', 4],
      ['fx', 5],
      ['system', 6],
    ]);
  });

  it('sort members even when their names arrive out of order', () => {
    const view = buildPermissionView(main({ parentId: 3 }), ['SystemUserTeam', 'FxIndex', 'Info']);
    expect(view.menu.map((s) => s.group)).toEqual(['account', 'fx', 'system']);
    expect(names(view)).toEqual(['Info', 'FxIndex', 'SystemUserTeam']);
  });
});

describe('permission table', () => {
  it('has a unique name and path per entry', () => {
    expect(new Set(PERMISSION_TABLE.map((e) => e.name)).size).toBe(PERMISSION_TABLE.length);
    expect(new Set(PERMISSION_TABLE.map((e) => e.path)).size).toBe(PERMISSION_TABLE.length);
  });
});

describe('a member of an agent', () => {
  it('gets no API screen or link from an old role, but keeps the cash-in screen', () => {
    const view = buildPermissionView(main({ parentId: 7, userType: 3 }), [
      'HomeApiB2C',
      'AgentCashIn',
    ]);
    expect(view.routes.map((r) => r.name)).toEqual(['PspOrder', 'AgentCashIn']);
    expect(view.showApiLink).toBe(false);
  });
});
