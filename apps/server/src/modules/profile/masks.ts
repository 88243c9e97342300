/** Logs and notices keep enough of an address to recognise it, not the whole of it. */
export function maskPhone(e164: string): string {
  return e164.length > 7 ? `${e164.slice(0, 6)}***${e164.slice(-3)}` : '***';
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
