import { describe, expect, it } from 'vitest';
import {
  decideOperatorAccess,
  isOperatorRole,
  OPERATOR_CALL_ACCESS,
  OPERATOR_ROLES,
} from './operator-access.ts';

const active = (role: (typeof OPERATOR_ROLES)[number]) => ({ stage: 'active' as const, role });
const decide = (call: string, session: Parameters<typeof decideOperatorAccess>[1]) =>
  decideOperatorAccess(OPERATOR_CALL_ACCESS[call], session);

describe('operator access map', () => {
  it('lets an admin make every call once fully signed in', () => {
    for (const [call, access] of Object.entries(OPERATOR_CALL_ACCESS)) {
      if (access.kind === 'stage') continue;
      expect(decide(call, active('admin')), call).toBe('allowed');
    }
  });

  it('keeps support to reading: every decision is forbidden', () => {
    expect(decide('/ops/kyc/list', active('support'))).toBe('allowed');
    expect(decide('/ops/review/list', active('support'))).toBe('allowed');
    for (const call of [
      '/ops/kyc/approve',
      '/ops/order/approve',
      '/ops/rate/set',
      '/ops/payee/reject',
      '/ops/contractWorker/approve',
      '/ops/contractWorker/reject',
    ])
      expect(decide(call, active('support')), call).toBe('forbidden');
  });

  it('gives identity decisions to compliance and money decisions to finance', () => {
    expect(decide('/ops/kyc/approve', active('compliance'))).toBe('allowed');
    expect(decide('/ops/kyc/approve', active('finance'))).toBe('forbidden');
    expect(decide('/ops/order/approve', active('finance'))).toBe('allowed');
    expect(decide('/ops/order/approve', active('compliance'))).toBe('forbidden');
  });

  it('keeps operator management to admins', () => {
    for (const role of ['support', 'compliance', 'finance'] as const)
      expect(decide('/ops/operator/add', active(role))).toBe('forbidden');
  });

  it('lets a half-signed-in session do only its own step', () => {
    const enrolling = { stage: 'enrol' as const, role: 'admin' as const };
    const pending = { stage: 'totp' as const, role: 'admin' as const };
    expect(decide('/ops/totp/enrol', enrolling)).toBe('allowed');
    expect(decide('/ops/kyc/list', enrolling)).toBe('notSignedIn');
    expect(decide('/ops/login/totp', enrolling)).toBe('notSignedIn');
    expect(decide('/ops/login/totp', pending)).toBe('allowed');
    expect(decide('/ops/operator/list', pending)).toBe('notSignedIn');
    expect(decide('/ops/totp/enrol', active('admin'))).toBe('notSignedIn');
    expect(decide('/ops/me', pending)).toBe('allowed');
  });

  it('refuses a call that has no entry, and a missing session', () => {
    expect(decide('/ops/unknown', active('admin'))).toBe('forbidden');
    expect(decide('/ops/kyc/list', null)).toBe('notSignedIn');
    expect(decide('/ops/login', null)).toBe('allowed');
  });

  it('knows its roles', () => {
    expect(isOperatorRole('finance')).toBe(true);
    expect(isOperatorRole('root')).toBe(false);
  });
});
