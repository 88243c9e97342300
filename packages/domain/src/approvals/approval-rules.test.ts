import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  isFullyApproved,
  needsApproval,
  policyProblem,
  POLICY_OFF,
  type ApprovalPolicy,
} from './approval-rules.ts';

const KES = 404;
const TZS = 834;
const policy = (over: Partial<ApprovalPolicy> = {}): ApprovalPolicy => ({
  enabled: true,
  approvalsRequired: 1,
  thresholds: [{ currencyId: KES, amountMinor: 100_000n }],
  ...over,
});

describe('needsApproval', () => {
  it('asks for approval only above the currency threshold of an enabled policy', () => {
    expect(needsApproval(policy(), KES, 100_001n)).toBe(true);
    expect(needsApproval(policy(), KES, 100_000n)).toBe(false);
    expect(needsApproval(policy(), TZS, 99_999_999n)).toBe(false);
    expect(needsApproval(policy({ enabled: false }), KES, 100_001n)).toBe(false);
    expect(needsApproval(POLICY_OFF, KES, 1n)).toBe(false);
  });
});

describe('policyProblem', () => {
  const MAIN = 1;
  it('refuses one approval when the main account is the only approver', () => {
    expect(policyProblem(policy(), [MAIN], [MAIN])).toBe('tooFewApprovers');
  });
  it('accepts one approval with the main account and one other approver', () => {
    expect(policyProblem(policy(), [MAIN, 2], [MAIN, 2, 3])).toBeNull();
  });
  it('refuses two approvals with fewer than two approvers besides any maker', () => {
    expect(policyProblem(policy({ approvalsRequired: 2 }), [MAIN, 2], [MAIN, 3])).toBe(
      'tooFewApprovers',
    );
    expect(policyProblem(policy({ approvalsRequired: 2 }), [MAIN, 2, 3], [MAIN, 4])).toBeNull();
  });
  it('refuses an enabled policy without thresholds or with a currency twice', () => {
    expect(policyProblem(policy({ thresholds: [] }), [1, 2], [1])).toBe('noThresholds');
    const twice = [
      { currencyId: KES, amountMinor: 1n },
      { currencyId: KES, amountMinor: 2n },
    ];
    expect(policyProblem(policy({ thresholds: twice }), [1, 2], [1])).toBe('duplicateCurrency');
  });
  it('refuses API batches unless someone other than the main account may approve', () => {
    const withApi = policy({ apiBatches: true });
    expect(policyProblem(withApi, [MAIN], [MAIN], MAIN)).toBe('apiBatchesNoApprover');
    expect(policyProblem({ ...withApi, enabled: false }, [MAIN], [MAIN], MAIN)).toBe(
      'apiBatchesNoApprover',
    );
    expect(policyProblem(withApi, [MAIN, 2], [MAIN], MAIN)).toBeNull();
  });
  it('accepts any policy that is off', () => {
    expect(policyProblem({ ...policy({ approvalsRequired: 2 }), enabled: false }, [1], [1])).toBe(
      null,
    );
  });
});

describe('approvalRefusal', () => {
  const base = { approverId: 2, mayApprove: true, makerId: 3, approvedBy: [] };
  it('lets a permitted approver approve another person’s payment', () => {
    expect(approvalRefusal(base)).toBeNull();
  });
  it('refuses without the permission', () => {
    expect(approvalRefusal({ ...base, mayApprove: false })).toBe('noPermission');
  });
  it('refuses anyone approving their own payment, the main account included', () => {
    expect(approvalRefusal({ ...base, makerId: 2 })).toBe('ownPayment');
    expect(approvalRefusal({ ...base, approverId: 1, makerId: 1 })).toBe('ownPayment');
  });
  it('refuses the same person approving twice', () => {
    expect(approvalRefusal({ ...base, approvedBy: [2] })).toBe('alreadyApproved');
  });
});

describe('isFullyApproved', () => {
  it('needs as many approvals as the policy asks', () => {
    expect(isFullyApproved(1, 2)).toBe(false);
    expect(isFullyApproved(2, 2)).toBe(true);
    expect(isFullyApproved(1, 1)).toBe(true);
  });
});
