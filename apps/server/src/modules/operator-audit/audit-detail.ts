import type { OperatorAuditAction, OperatorAuditDetailKey } from '@pesa/contract';

/**
 * The audit trail stores each detail as the English line its writer made (the CSV keeps it as
 * it is). The console reads the lines the system itself writes as a text key with its values,
 * so it can say them in the operator's language; anything else is an operator's own words (a
 * reason) and is shown as typed.
 */
export interface AuditDetail {
  /** A key under the console's `settingsAudit.details`, or null for the operator's own words. */
  key: OperatorAuditDetailKey | null;
  params: Record<string, string>;
  /** The words as stored (without the address suffix), for a line no key describes. */
  text: string;
}

type Rule = [pattern: RegExp, key: OperatorAuditDetailKey, names?: readonly string[]];

/** Fixed lines, by action; a capture group fills the value of the same position in `names`. */
const RULES: Partial<Record<OperatorAuditAction, readonly Rule[]>> = {
  login: [[/^signed in$/, 'signedIn']],
  loginPassword: [[/^password accepted; second factor due$/, 'passwordAccepted']],
  loginFailed: [
    [/^unknown username$/, 'unknownUsername'],
    [/^operator disabled$/, 'operatorDisabled'],
    [/^wrong password$/, 'wrongPassword'],
    [/^wrong password; locked until (\S+)$/, 'wrongPasswordLocked', ['until']],
  ],
  loginLocked: [[/^refused: too many failed sign-ins$/, 'tooManyFailures']],
  logout: [[/^signed out$/, 'signedOut']],
  totpEnrolStart: [[/^second factor secret issued$/, 'secretIssued']],
  totpFailed: [[/^wrong or reused code$/, 'wrongCode']],
  totpEnrolled: [[/^second factor confirmed$/, 'secondFactorConfirmed']],
  operatorAdd: [[/^(.+) as (\w+)$/, 'operatorAdded', ['username', 'role']]],
  operatorRole: [[/^(.+): (\w+) -> (\w+)$/, 'roleChanged', ['username', 'from', 'to']]],
  kycApprove: [
    [/^00$/, 'firstApproval'],
    [/^1$/, 'finalApproval'],
  ],
  kybApprove: [
    [/^00$/, 'firstApproval'],
    [/^1$/, 'finalApproval'],
  ],
  rateSet: [[/^(\d+(?:\.\d+)?)$/, 'rate', ['rate']]],
  spreadSet: [[/^(\d+)$/, 'spread', ['bps']]],
  thresholdSet: [[/^(\d+(?:\.\d+)?)$/, 'threshold', ['amount']]],
  noticeDelete: [[/^deleted$/, 'deleted']],
  darajaResolvePayout: [
    [/^completed (\S+): ([\s\S]*)$/, 'payoutCompleted', ['receipt', 'reason']],
    [/^failed: ([\s\S]*)$/, 'payoutFailed', ['reason']],
  ],
};

/** A detail written as JSON (fees, exchange account decisions): its values by name. */
function jsonDetail(action: string, text: string): AuditDetail | null {
  if (!text.startsWith('{')) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  if (action === 'feeSet')
    return {
      key: 'fee',
      params: {
        fixed: str(value.fixedAmount),
        percent: String(Number(value.basisPoints ?? 0) / 100),
      },
      text,
    };
  if (action === 'exchangePayee')
    return {
      key: value.approve ? 'payeeChangeApproved' : 'payeeChangeRejected',
      params: { reason: str(value.reason) },
      text,
    };
  if (action === 'exchangeStatus')
    return value.reason
      ? { key: 'exchangeStatus', params: { reason: str(value.reason) }, text }
      : { key: null, params: {}, text: '' };
  return null;
}

export function auditDetailOf(action: string, stored: string): AuditDetail {
  // Sign-in lines end with the caller's address: "(from 203.0.113.7)".
  const from = /^([\s\S]*) \(from ([^)]+)\)$/.exec(stored);
  const text = from ? from[1]! : stored;
  const ip: Record<string, string> = from ? { ip: from[2]! } : {};
  for (const [pattern, key, names = []] of RULES[action as OperatorAuditAction] ?? []) {
    const match = pattern.exec(text);
    if (match)
      return {
        key,
        params: { ...ip, ...Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) },
        text,
      };
  }
  return jsonDetail(action, text) ?? { key: null, params: ip, text };
}
