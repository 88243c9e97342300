import { describe, expect, it } from 'vitest';
import { BUTTON_PERMISSIONS, ROUTE_PERMISSIONS } from './permissionNames.ts';
import {
  buildPermissionTree,
  buttonTitleKey,
  permissionCheckState,
  permissionNamesOf,
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

  it('holds every route and button name exactly once', () => {
    const names = permissionNamesOf(tree);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ROUTE_PERMISSIONS, ...BUTTON_PERMISSIONS].sort());
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
  it('ticks a whole group with its screens and buttons', () => {
    expect(togglePermission(tree, [], 'group:assets', true)).toEqual([
      'Assets',
      'AssetsOrder',
      'AssetsPayee',
      'Btn:payee:add',
      'Btn:payee:edit',
      'Btn:payee:delete',
      'AssetsVaAccount',
      'Btn:va:add',
    ]);
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
  });

  it('keeps names the tree does not know and ignores unknown keys', () => {
    expect(togglePermission(tree, ['*:*:*'], 'Kyc', true)).toEqual(['Kyc', '*:*:*']);
    expect(togglePermission(tree, ['Kyc'], 'Nope', true)).toEqual(['Kyc']);
  });
});

describe('permissionCheckState', () => {
  it('checks complete nodes and half-checks partial ones', () => {
    const state = permissionCheckState(tree, ['Assets', 'AssetsPayee', 'Btn:payee:add', 'FxIndex']);
    expect(state.checked).toEqual(['Assets', 'Btn:payee:add', 'FxIndex']);
    expect(state.halfChecked).toEqual(['group:assets', 'AssetsPayee', 'group:fx']);
  });

  it('checks a group once everything below it is selected', () => {
    const selected = togglePermission(tree, [], 'group:fx', true);
    const state = permissionCheckState(tree, selected);
    expect(state.checked).toEqual(['group:fx', 'FxIndex', 'FxHistory', 'FxConvert']);
    expect(state.halfChecked).toEqual([]);
  });
});
