/** KYC audit status (SPEC §4) → label key and tag colour. "00" is pending approval. */
export interface KycStatusView {
  key: 'pendingApplication' | 'toVerify' | 'pendingApproval' | 'approved' | 'rejected';
  color: string;
}

const BY_VALUE: Record<string, KycStatusView> = {
  '-1': { key: 'pendingApplication', color: 'default' },
  '0': { key: 'toVerify', color: 'processing' },
  '00': { key: 'pendingApproval', color: 'warning' },
  '1': { key: 'approved', color: 'success' },
  '2': { key: 'rejected', color: 'error' },
};

export function kycStatusOf(value: number | string | null | undefined): KycStatusView {
  return BY_VALUE[String(value ?? -1)] ?? { key: 'pendingApplication', color: 'default' };
}
