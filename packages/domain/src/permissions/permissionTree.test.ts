import { describe, expect, it } from 'vitest';
import { BUTTON_PERMISSIONS, ROUTE_PERMISSIONS } from './permissionNames.ts';
import {
  buildPermissionTree,
  buttonTitleKey,
  isPermissionForUserType,
  permissionCheckState,
  permissionNamesOf,
  permissionTableFor,
  togglePermission,
} from './permissionTree.ts';

const tree = buildPermissionTree();

describe('buildPermissionTree', () => {
  it('lists the menu groups in sidebar order with their menu titles', () => {
    expect(tree.map((g) => [g.key, g.titleKey])).toEqual([
      ['group:account', 'menu:group.account'],
      ['group:domestic', 'menu:group.domestic'],
      ['group:crossBorder', 'menu:group.crossBorder'],
      ['group:assets', 'menu:group.assets'],
      ['group:fx', 'menu:group.fx'],
      ['group:system', 'menu:group.system'],
      ['group:api', 'menu:group.api'],
    ]);
  });

  it('holds every route and button name exactly once, recipient delete included', () => {
    const names = permissionNamesOf(tree);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ROUTE_PERMISSIONS, ...BUTTON_PERMISSIONS].sort());
    expect(names).toContain('Btn:payee:delete');
  });

  it('puts the buttons of a screen below it, titled from the menu catalog', () => {
    const assets = tree.find((g) => g.key === 'group:assets')!;
    const payee = assets.children!.find((r) => r.key === 'AssetsPayee')!;
    expect(payee.titleKey).toBe('menu:route.assetsPayee');
    expect(payee.children).toEqual([
      { key: 'Btn:payee:add', titleKey: 'menu:button.payee.add' },
      { key: 'Btn:payee:edit', titleKey: 'menu:button.payee.edit' },
      { key: 'Btn:payee:delete', titleKey: 'menu:button.payee.delete' },
    ]);
    expect(assets.children!.find((r) => r.key === 'Assets')!.children).toBeUndefined();
  });

  it('includes the API service names in their own group', () => {
    const api = tree.find((g) => g.key === 'group:api')!;
    expect(api.children!.map((r) => r.key)).toEqual([
      'HomeApiC2B',
      'HomeApiB2C',
      'HomeApiSuspenseTransactionRecord',
      'HomeApiSuspenseTopUp',
      'HomeApiSuspenseCashOut',
      'HomeApiSuspenseTransfer',
    ]);
  });

  it('leaves out groups without screens', () => {
    const onlyFx = buildPermissionTree([
      { name: 'FxIndex', group: 'fx', sort: 5, path: '/home/fx-index', titleKey: 'x' },
    ]);
    expect(onlyFx.map((g) => g.key)).toEqual(['group:fx']);
  });
});

describe('buttonTitleKey', () => {
  it('derives the catalog key from the button name', () => {
    expect(buttonTitleKey('Btn:va:add')).toBe('menu:button.va.add');
  });
});

describe('togglePermission', () => {
  it('ticks a group with its screens, not their buttons', () => {
    expect(togglePermission(tree, [], 'group:assets', true)).toEqual([
      'Assets',
      'AssetsOrder',
      'AssetsPayee',
      'AssetsVaAccount',
    ]);
  });

  it('ticks a screen alone: its buttons are ticked one by one', () => {
    expect(togglePermission(tree, [], 'AssetsPayee', true)).toEqual(['AssetsPayee']);
    expect(togglePermission(tree, [], 'AssetsVaAccount', true)).toEqual(['AssetsVaAccount']);
  });

  it('ticks the screen of a ticked button, and only that button', () => {
    expect(togglePermission(tree, ['FxIndex'], 'Btn:payee:add', true)).toEqual([
      'AssetsPayee',
      'Btn:payee:add',
      'FxIndex',
    ]);
  });

  it('unticks a screen with its buttons but keeps the screen when a button is unticked', () => {
    const all = ['AssetsPayee', 'Btn:payee:add', 'Btn:payee:edit'];
    expect(togglePermission(tree, all, 'AssetsPayee', false)).toEqual([]);
    expect(togglePermission(tree, all, 'Btn:payee:edit', false)).toEqual([
      'AssetsPayee',
      'Btn:payee:add',
    ]);
    expect(togglePermission(tree, all, 'group:assets', false)).toEqual([]);
  });

  it('keeps names the tree does not know and ignores unknown keys', () => {
    expect(togglePermission(tree, ['*:*:*'], 'Kyc', true)).toEqual(['Kyc', '*:*:*']);
    expect(togglePermission(tree, ['Kyc'], 'Nope', true)).toEqual(['Kyc']);
  });

  it('ticks recipient delete like any button, with its screen', () => {
    expect(togglePermission(tree, [], 'Btn:payee:delete', true)).toEqual([
      'AssetsPayee',
      'Btn:payee:delete',
    ]);
  });
});

describe('permissionCheckState', () => {
  it('checks held screens and buttons, and half-checks groups missing a screen', () => {
    const state = permissionCheckState(tree, ['Assets', 'AssetsPayee', 'Btn:payee:add', 'FxIndex']);
    expect(state.checked).toEqual(['Assets', 'AssetsPayee', 'Btn:payee:add', 'FxIndex']);
    expect(state.halfChecked).toEqual(['group:assets', 'group:fx']);
  });

  it('half-checks a group that holds only a button', () => {
    expect(permissionCheckState(tree, ['Btn:va:add']).halfChecked).toEqual(['group:assets']);
  });

  it('checks a group once all its screens are held, buttons or not', () => {
    const selected = togglePermission(tree, [], 'group:assets', true);
    const state = permissionCheckState(tree, selected);
    expect(state.checked).toEqual([
      'group:assets',
      'Assets',
      'AssetsOrder',
      'AssetsPayee',
      'AssetsVaAccount',
    ]);
    expect(state.halfChecked).toEqual([]);
  });
});

describe('permissions of one user type only', () => {
  it('offers the cash-in screen to an agent’s roles only', () => {
    expect(isPermissionForUserType('AgentCashIn', 3)).toBe(true);
    expect(isPermissionForUserType('AgentCashIn', 1)).toBe(false);
    expect(isPermissionForUserType('AgentCashIn', 2)).toBe(false);
    expect(isPermissionForUserType('AgentCashIn', undefined)).toBe(false);
    expect(isPermissionForUserType('PspIndex', 1)).toBe(true);
    const names = (userType: number) =>
      permissionNamesOf(buildPermissionTree(permissionTableFor(userType)));
    expect(names(1)).not.toContain('AgentCashIn');
    expect(names(1)).toContain('PspIndex');
    expect(names(3)).toContain('AgentCashIn');
  });
});
