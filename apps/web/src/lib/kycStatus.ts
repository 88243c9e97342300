/**
 * KYC audit status (SPEC §4) → label key and tag colour. "00" is pending approval. Shared by the
 * dashboard and the KYC screens, so both name a status the same way.
 */
export type KycStatusKey =
  'pendingApplication' | 'toVerify' | 'pendingApproval' | 'approved' | 'rejected';

export interface KycStatusView {
  key: KycStatusKey;
  color: string;
  /** The holder may fill in and submit (a draft) or correct and resubmit (a rejection). */
  editable: boolean;
}

const BY_VALUE: Record<string, KycStatusView> = {
  '-1': { key: 'pendingApplication', color: 'default', editable: true },
  '0': { key: 'toVerify', color: 'processing', editable: false },
  '00': { key: 'pendingApproval', color: 'warning', editable: false },
  '1': { key: 'approved', color: 'success', editable: false },
  '2': { key: 'rejected', color: 'error', editable: true },
};

export function kycStatusOf(value: number | string | null | undefined): KycStatusView {
  return BY_VALUE[String(value ?? -1)] ?? BY_VALUE['-1']!;
}
