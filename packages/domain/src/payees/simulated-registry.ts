/**
 * The registered names the simulated rails answer a name check with (docs/name-check.md, "Test
 * values"), chosen by the last four digits of the phone or account number, as Stripe's test
 * numbers are, so that every grade can be reached on purpose:
 * - 9901: Wanjiku Njeri Kamau ("Wanjiku Njeri Kamau" MATCH; "Wanjiku Kamau" CLOSE_MATCH; "Peter
 *   Otieno" NO_MATCH);
 * - 9902: 张伟 ("张伟" MATCH; "Zhang Wei" CLOSE_MATCH);
 * - 9909: the rail cannot say (UNAVAILABLE);
 * - any other number is registered under the name typed (MATCH), so ordinary tests pay quietly.
 */
export const SIMULATED_REGISTERED_NAMES: Readonly<Record<string, string | null>> = {
  '9901': 'Wanjiku Njeri Kamau',
  '9902': '张伟',
  '9909': null,
};

/** The name a simulated rail holds for a number; null when it cannot say. */
export function simulatedRegisteredName(phoneOrAccount: string, typedName: string): string | null {
  const digits = phoneOrAccount.replace(/\D/g, '').slice(-4);
  return digits in SIMULATED_REGISTERED_NAMES ? SIMULATED_REGISTERED_NAMES[digits]! : typedName;
}
