/**
 * A customer-facing account number: 10 digits, never starting with 0, the last one a Luhn check
 * digit so that a mistyped number is caught before any lookup. `randomDigit(min)` supplies the
 * randomness (the server uses a cryptographic source), so this stays pure.
 */
export function newAccountNumber(randomDigit: (min: number) => number): string {
  let body = String(randomDigit(1));
  for (let i = 0; i < 8; i++) body += String(randomDigit(0));
  return body + luhnCheckDigit(body);
}

export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidAccountNumber(value: string): boolean {
  return /^[1-9]\d{9}$/.test(value) && luhnCheckDigit(value.slice(0, -1)) === value.slice(-1);
}
