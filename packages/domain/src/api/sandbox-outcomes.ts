/**
 * What the sandbox's rail does with a test collection or payout, chosen by the number it is sent
 * to, so a merchant can drive every branch of their integration from our docs. The magic numbers
 * are the phone's or account's last nine digits, so they work with any country code.
 */
export type SandboxOutcome = 'success' | 'failure' | 'no_answer' | 'delayed_success';

export const SANDBOX_MAGIC_NUMBERS: Readonly<Record<string, SandboxOutcome>> = {
  '700000001': 'failure',
  '700000002': 'no_answer',
  '700000003': 'delayed_success',
};

/** How long the delayed outcome waits before it succeeds. */
export const SANDBOX_DELAY_MS = 60_000;

export function sandboxOutcome(phoneOrAccount: string): SandboxOutcome {
  const digits = phoneOrAccount.replace(/\D/g, '');
  return SANDBOX_MAGIC_NUMBERS[digits.slice(-9)] ?? 'success';
}
