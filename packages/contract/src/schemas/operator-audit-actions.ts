/**
 * Every action the operator audit trail records. The writer only takes these names (so a new
 * action cannot be written without being listed), and the console names each one in both
 * languages: a test checks that every name here has a translation.
 */
export const OPERATOR_AUDIT_ACTIONS = [
  'login',
  'loginPassword',
  'loginFailed',
  'loginLocked',
  'logout',
  'totpEnrolStart',
  'totpEnrolled',
  'totpFailed',
  'operatorAdd',
  'operatorDisable',
  'operatorEnable',
  'operatorRole',
  'operatorTotpReset',
  'orderApprove',
  'orderReject',
  'payeeApprove',
  'payeeReject',
  'rateSet',
  'spreadSet',
  'feeSet',
  'thresholdSet',
  'noticeAdd',
  'noticeEdit',
  'noticeDelete',
  'kycApprove',
  'kycReject',
  // A KYC decision on a company's account is shown as its KYB decision.
  'kybApprove',
  'kybReject',
  'vaConfirm',
  'vaComplete',
  'darajaReverse',
  'contractWorkerApprove',
  'contractWorkerReject',
  'exchangeStatus',
  'exchangePayee',
  'customerSuspend',
  'customerReactivate',
  'customerUnlockLogin',
  'customerUnlockFundPassword',
  'apiAccessApprove',
  'apiAccessReject',
  'darajaResolvePayout',
] as const;

export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];

/** What an audit row acted on, as the console names it (the list's `targetView.kind`). */
export const OPERATOR_AUDIT_TARGET_KINDS = [
  'account',
  'order',
  'operator',
  'payee',
  'va',
  'exchange',
  'contractWorker',
  'notice',
  'currency',
  'fee',
  'pair',
  'payment',
  'text',
] as const;
export type OperatorAuditTargetKind = (typeof OPERATOR_AUDIT_TARGET_KINDS)[number];

/** The lines the system writes itself, each said in the console's language (`detailKey`). */
export const OPERATOR_AUDIT_DETAIL_KEYS = [
  'signedIn',
  'passwordAccepted',
  'unknownUsername',
  'operatorDisabled',
  'wrongPassword',
  'wrongPasswordLocked',
  'tooManyFailures',
  'signedOut',
  'secretIssued',
  'wrongCode',
  'secondFactorConfirmed',
  'operatorAdded',
  'roleChanged',
  'firstApproval',
  'finalApproval',
  'rate',
  'spread',
  'threshold',
  'deleted',
  'payoutCompleted',
  'payoutFailed',
  'fee',
  'payeeChangeApproved',
  'payeeChangeRejected',
  'exchangeStatus',
] as const;
export type OperatorAuditDetailKey = (typeof OPERATOR_AUDIT_DETAIL_KEYS)[number];
