/**
 * Event types the server writes to the operation log (apps/server oplog.service.ts), grouped
 * for the filter. Each has a label `operationLog:event.<type>`; a type this list does not know
 * yet is shown as the server wrote it.
 */
export const EVENT_GROUPS = {
  account: [
    'register',
    'login',
    'logout',
    'findPwd',
    'resetPwd',
    'resetFundPwd',
    'changePhone',
    'changeEmail',
    'saveInfo',
    'accountSuspended',
    'accountReactivated',
    'loginUnlocked',
    'fundPasswordUnlocked',
  ],
  team: ['roleAdd', 'roleEdit', 'roleDelete', 'teamAdd', 'teamEdit', 'teamResetPwd', 'teamDelete'],
  recipients: ['payeeAdd', 'payeeEdit', 'payeeDelete'],
  identity: ['kycSave', 'kycSubmit', 'kycApproved', 'kycRejected'],
  accounts: [
    'vaApply',
    'vaConfirmed',
    'vaCompleted',
    'exchangeAccountAdd',
    'exchangeAccountEdit',
    'exchangeAccountStatus',
    'exchangeAccountPayeeChange',
    'exchangeAccountPayeeDecision',
    'contractWorkerAdd',
    'contractWorkerEdit',
    'contractWorkerApproved',
    'contractWorkerRejected',
  ],
  api: [
    'apiApply',
    'apiApproved',
    'apiRejected',
    'apiEndpoints',
    'apiKeyRefresh',
    'apiSecretRead',
    'apiRecharge',
    'apiCashOut',
    'apiOrderCancel',
    'apiSandboxTopUp',
    'webhookResend',
  ],
  approvals: [
    'approvalPolicyOn',
    'approvalPolicyOff',
    'approvalApprove',
    'approvalReject',
    'approvalExpired',
  ],
} as const;

export type EventGroup = keyof typeof EVENT_GROUPS;

export const EVENT_TYPES: readonly string[] = Object.values(EVENT_GROUPS).flat();

export function isKnownEventType(type: string): boolean {
  return EVENT_TYPES.includes(type);
}
