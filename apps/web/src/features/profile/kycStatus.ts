/**
 * KYC audit status (SPEC §4) → label key (`profile:kyc.<key>`) and tag colour; "00" is pending
 * approval. An unknown value reads as not yet submitted.
 */
const BY_VALUE: Record<string, { key: string; color: string }> = {
  '-1': { key: 'pendingApplication', color: 'default' },
  '0': { key: 'toVerify', color: 'processing' },
  '00': { key: 'pendingApproval', color: 'warning' },
  '1': { key: 'approved', color: 'success' },
  '2': { key: 'rejected', color: 'error' },
};

export function kycStatusOf(value: number | string | null | undefined) {
  return BY_VALUE[String(value ?? -1)] ?? BY_VALUE['-1']!;
}
