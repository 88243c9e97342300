import { decideOperatorAccess, OPERATOR_CALL_ACCESS, type OperatorRole } from '@pesa/domain';

/** The settings and audit screens: each is listed for the roles that may make its read call. */
const SCREENS = [
  { path: '/ops/rates', label: 'rates', read: '/ops/rate/list' },
  { path: '/ops/fees', label: 'fees', read: '/ops/fee/list' },
  { path: '/ops/threshold', label: 'threshold', read: '/ops/risk/thresholds' },
  { path: '/ops/notices', label: 'notices', read: '/ops/notice/list' },
  { path: '/ops/audit', label: 'audit', read: '/ops/audit/list' },
] as const;

export function settingsScreensFor(role: OperatorRole) {
  return SCREENS.filter(
    (screen) =>
      decideOperatorAccess(OPERATOR_CALL_ACCESS[screen.read], { stage: 'active', role }) ===
      'allowed',
  );
}
