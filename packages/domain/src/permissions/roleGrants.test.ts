import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATION_PERMISSIONS,
  mayGrantAll,
  refusedGrants,
  roleChangeRefusal,
  type Grantor,
} from './roleGrants.ts';

const main: Grantor = { isMainAccount: true, held: [], roleId: null };
/** The member of the escalation in issue 30: a role with role administration only. */
const roleAdmin: Grantor = { isMainAccount: false, held: ['SystemUserRole'], roleId: 7 };
const cashier: Grantor = {
  isMainAccount: false,
  held: ['SystemUserRole', 'SystemUserTeam', 'PspIndex', 'HomeApiC2B', '*:*:*'],
  roleId: 8,
};

describe('who may give which permission names', () => {
  it('calls the System screens role, team and approval administration', () => {
    // Who may approve payments is the main account's to give, like who manages the team.
    expect(ADMINISTRATION_PERMISSIONS).toEqual([
      'SystemUserRole',
      'SystemUserTeam',
      'SystemApprovals',
      'Btn:payment:approve',
    ]);
  });

  it('lets the main account give any name', () => {
    expect(mayGrantAll(main, ['HomeApiC2B', 'SystemUserRole', 'SystemUserTeam', '*:*:*'])).toBe(
      true,
    );
  });

  it('refuses a member a name it does not hold', () => {
    expect(refusedGrants(roleAdmin, ['HomeApiC2B'])).toEqual([
      { name: 'HomeApiC2B', reason: 'notHeld' },
    ]);
    expect(refusedGrants(roleAdmin, ['*:*:*', 'Btn:payee:add']).map((r) => r.name)).toEqual([
      '*:*:*',
      'Btn:payee:add',
    ]);
  });

  it('refuses role and team administration even to a member who holds it', () => {
    expect(refusedGrants(cashier, ['SystemUserRole', 'SystemUserTeam', 'SystemUserRole'])).toEqual([
      { name: 'SystemUserRole', reason: 'administration' },
      { name: 'SystemUserTeam', reason: 'administration' },
    ]);
  });

  it('lets a member give what it holds, buttons through its wildcard included', () => {
    expect(mayGrantAll(cashier, ['PspIndex', 'HomeApiC2B', 'Btn:payee:add', '*:*:*'])).toBe(true);
    expect(mayGrantAll(cashier, [])).toBe(true);
    // The wildcard covers buttons only, never a screen.
    expect(refusedGrants(cashier, ['Assets'])).toEqual([{ name: 'Assets', reason: 'notHeld' }]);
  });
});

describe('which roles a member may edit or delete', () => {
  it('leaves every role to the main account', () => {
    expect(roleChangeRefusal(main, { id: 7, names: ['SystemUserRole'] })).toBeNull();
  });

  it('never lets a member change its own role, even to take names away', () => {
    expect(roleChangeRefusal(roleAdmin, { id: 7, names: [] })).toBe('ownRole');
  });

  it('refuses a role holding a name the member could not give', () => {
    expect(roleChangeRefusal(roleAdmin, { id: 9, names: ['HomeApiC2B'] })).toBe('beyondReach');
    expect(roleChangeRefusal(cashier, { id: 9, names: ['SystemUserTeam'] })).toBe('beyondReach');
  });

  it('allows a role within the member reach', () => {
    expect(roleChangeRefusal(cashier, { id: 9, names: ['PspIndex', 'Btn:va:add'] })).toBeNull();
    expect(roleChangeRefusal(roleAdmin, { id: 9, names: [] })).toBeNull();
  });
});
