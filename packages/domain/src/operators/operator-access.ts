/**
 * Who may make each back-office call. One declarative map, checked in one place on the server
 * (the operator guard), so that no `/ops` route can forget its rule: a route without an entry is
 * refused, and the server refuses to start with one.
 */
export const OPERATOR_ROLES = ['support', 'compliance', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/**
 * How far an operator session has come: `enrol` (password right, no second factor yet: it can
 * only enrol), `totp` (password right, the code still due) or `active` (both factors).
 */
export type OperatorSessionStage = 'enrol' | 'totp' | 'active';

/**
 * What a call needs: `signIn` (no session: the password step), a session at one stage, any
 * session (`session`: who am I, sign out), or an active session whose role is listed (an admin
 * may make every call).
 */
export type OperatorCallAccess =
  | { kind: 'signIn' }
  | { kind: 'stage'; stage: Exclude<OperatorSessionStage, 'active'> }
  | { kind: 'session' }
  | { kind: 'roles'; roles: readonly OperatorRole[] };

const signIn: OperatorCallAccess = { kind: 'signIn' };
const stage = (s: 'enrol' | 'totp'): OperatorCallAccess => ({ kind: 'stage', stage: s });
const anySession: OperatorCallAccess = { kind: 'session' };
const roles = (...r: OperatorRole[]): OperatorCallAccess => ({ kind: 'roles', roles: r });

/** Reading a queue: `support` looks everything up, plus the role that decides it. */
const readers = (...deciders: OperatorRole[]) => roles('support', ...deciders);
const everyone = roles('support', 'compliance', 'finance');
const adminOnly = roles();

/** Keyed by the call's path under /api. */
export const OPERATOR_CALL_ACCESS: Readonly<Record<string, OperatorCallAccess>> = {
  '/ops/login': signIn,
  '/ops/login/totp': stage('totp'),
  '/ops/totp/enrol': stage('enrol'),
  '/ops/totp/confirm': stage('enrol'),
  '/ops/me': anySession,
  '/ops/logout': anySession,
  '/ops/queue/counts': everyone,
  '/ops/events': everyone,
  // Who a queue item belongs to: every role looks its customers up.
  '/ops/customer/identity': everyone,
  '/ops/customer/names': everyone,

  // Orders, top-ups, rates, fees and the rails: finance.
  '/ops/review/list': readers('finance'),
  '/ops/review/detail': readers('finance'),
  '/ops/review/proofUrl': readers('finance'),
  '/ops/order/approve': roles('finance'),
  '/ops/order/reject': roles('finance'),
  '/ops/rate/set': roles('finance'),
  '/ops/rate/spread': roles('finance'),
  '/ops/fee/set': roles('finance'),
  '/ops/risk/threshold': roles('finance'),
  // What the settings screens show before a change: support looks them up too.
  '/ops/rate/list': readers('finance'),
  '/ops/rate/history': readers('finance'),
  '/ops/fee/list': readers('finance'),
  '/ops/risk/thresholds': readers('finance'),
  '/ops/daraja/unmatched': readers('finance'),
  '/ops/daraja/reverse': roles('finance'),
  '/ops/daraja/stalledPayouts': readers('finance'),
  '/ops/daraja/resolvePayout': roles('finance'),
  '/ops/jobs/list': readers('finance'),
  // Which rails are real, simulated or off: every role, since it explains what customers see.
  '/ops/rails/status': everyone,
  // What the rails' daily reconciliations found for an operator: read as the stalled payouts are.
  '/ops/rails/mismatches': readers('finance'),

  // Looking an order up (any customer's, with its timeline): every role.
  '/ops/order/search': everyone,
  '/ops/order/detail': everyone,
  '/ops/order/channels': everyone,

  // Identity and who may receive or hold money: compliance.
  '/ops/kyc/list': readers('compliance'),
  '/ops/file/url': readers('compliance'),
  '/ops/kyc/approve': roles('compliance'),
  '/ops/kyc/reject': roles('compliance'),
  '/ops/payee/list': readers('compliance'),
  '/ops/payee/approve': roles('compliance'),
  '/ops/payee/reject': roles('compliance'),
  '/ops/userApi/list': readers('compliance'),
  '/ops/userApi/approve': roles('compliance'),
  '/ops/userApi/reject': roles('compliance'),
  '/ops/va/list': readers('compliance'),
  '/ops/va/confirm': roles('compliance'),
  '/ops/va/complete': roles('compliance'),
  '/ops/exchangeAccount/list': readers('compliance'),
  '/ops/exchangeAccount/status': roles('compliance'),
  '/ops/exchangeAccount/payee': roles('compliance'),
  '/ops/contractWorker/list': readers('compliance'),
  '/ops/contractWorker/approve': roles('compliance'),
  '/ops/contractWorker/reject': roles('compliance'),

  // Customers: everyone looks them up; support lifts a lockout the customer asks about, while
  // stopping (or restarting) an account is a compliance decision.
  '/ops/customer/search': everyone,
  '/ops/customer/detail': everyone,
  '/ops/customer/orders': everyone,
  '/ops/customer/postings': everyone,
  '/ops/customer/oplog': everyone,
  '/ops/customer/suspend': roles('compliance'),
  '/ops/customer/reactivate': roles('compliance'),
  '/ops/customer/unlockLogin': roles('support', 'compliance'),
  '/ops/customer/unlockFundPassword': roles('support', 'compliance'),

  // What every customer reads on the site: the admin publishes it.
  '/ops/notice/list': everyone,
  '/ops/notice/add': adminOnly,
  '/ops/notice/edit': adminOnly,
  '/ops/notice/delete/:id': adminOnly,

  // The audit trail: oversight of every operator, so the admin and compliance read it (not the
  // roles whose own decisions it records most: support and finance).
  '/ops/audit/list': roles('compliance'),
  '/ops/audit/filters': roles('compliance'),
  '/ops/audit/export': roles('compliance'),

  // The operators themselves.
  '/ops/operator/list': adminOnly,
  '/ops/operator/add': adminOnly,
  '/ops/operator/disable': adminOnly,
  '/ops/operator/enable': adminOnly,
  '/ops/operator/role': adminOnly,
  '/ops/operator/resetTotp': adminOnly,
};

export type OperatorAccessDecision = 'allowed' | 'notSignedIn' | 'forbidden';

/**
 * The one rule: a call with no entry is forbidden; a session at the wrong stage is "not signed
 * in" (it must finish signing in first); a fully signed-in operator needs a listed role, and an
 * admin passes every role check.
 */
export function decideOperatorAccess(
  access: OperatorCallAccess | undefined,
  session: { stage: OperatorSessionStage; role: OperatorRole } | null,
): OperatorAccessDecision {
  if (!access) return 'forbidden';
  if (access.kind === 'signIn') return 'allowed';
  if (!session) return 'notSignedIn';
  if (access.kind === 'session') return 'allowed';
  if (access.kind === 'stage') return session.stage === access.stage ? 'allowed' : 'notSignedIn';
  if (session.stage !== 'active') return 'notSignedIn';
  return session.role === 'admin' || access.roles.includes(session.role) ? 'allowed' : 'forbidden';
}
