/** What the money forms accept before the server checks the currency's own decimals. */
export const AMOUNT_PATTERN = /^\d{1,15}(\.\d{1,2})?$/;

/** A positive amount: the pattern, and not zero. */
export function isPositiveAmount(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  return AMOUNT_PATTERN.test(text) && /[1-9]/.test(text);
}

/** The form rule of a money amount field (an empty field is the `required` rule's job). */
export function amountRule(message: string) {
  return (value: string | undefined): string | undefined =>
    !value || isPositiveAmount(value) ? undefined : message;
}
