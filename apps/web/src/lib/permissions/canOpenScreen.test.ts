import { describe, expect, it } from 'vitest';
import { buildPermissionView } from '@pesa/domain';
import { canOpenScreen } from './canOpenScreen.ts';

const member = (names: string[]) =>
  buildPermissionView({ parentId: 9, pspFlag: 0, mrpFlag: 0, channelTypeList: [] }, names);

describe('canOpenScreen', () => {
  const cashier = member(['PspIndex']);

  it('opens a granted screen, with its query, hash or detail', () => {
    expect(canOpenScreen(cashier, '/home/psp-index')).toBe(true);
    // A sender gets the order page of its service (its own orders).
    expect(canOpenScreen(cashier, '/home/psp-order?sn=T1')).toBe(true);
    expect(canOpenScreen(member(['AssetsPayee']), '/home/assets-payee/detail/4')).toBe(true);
  });

  it('does not open a gated screen the role lacks', () => {
    expect(canOpenScreen(cashier, '/home/assets-payee')).toBe(false);
    expect(canOpenScreen(cashier, '/home/psp-recharge')).toBe(false);
    expect(canOpenScreen(cashier, '/home/mrp-order?sn=T1')).toBe(false);
    expect(canOpenScreen(undefined, '/home/psp-index')).toBe(false);
  });

  it('leaves fixed screens and public pages to the router', () => {
    expect(canOpenScreen(cashier, '/home/dashboard')).toBe(true);
    expect(canOpenScreen(cashier, '/home/notice#notice-3')).toBe(true);
    expect(canOpenScreen(undefined, '/contactUs')).toBe(true);
  });
});
