import type { PayeeView } from '@pesa/contract';
import { fieldSetOf } from '../../lib/money/payeeFields.ts';

/** One line of where the money goes: `send:destination.<label>` and its value. */
export interface DestinationRow {
  label: 'phone' | 'wallet' | 'bank' | 'branch' | 'accountName' | 'accountNumber' | 'swift';
  value: string;
}

type Destination = Pick<
  PayeeView,
  'payType' | 'phone' | 'userAccountNo' | 'bankName' | 'bankBranch' | 'bankUser' | 'bankNo'
> &
  Partial<Pick<PayeeView, 'bankSwiftCode'>>;

/**
 * Where a send pays out, in full and unmasked: the confirmation is the sender's last chance to
 * catch a wrong digit, and a masked number hides exactly the digits that could be wrong. Mobile
 * money shows the number, a wallet its account number, a bank or CNY account the bank, branch,
 * holder, account number and SWIFT code (each when the recipient has it).
 */
export function destinationRows(payee: Destination): DestinationRow[] {
  const set = fieldSetOf(payee.payType);
  const rows: Array<[DestinationRow['label'], string | undefined]> =
    set === 'mobile'
      ? [['phone', groupPhone(payee.phone)]]
      : set === 'wallet'
        ? [['wallet', payee.userAccountNo]]
        : [
            ['bank', payee.bankName],
            ['branch', payee.bankBranch],
            ['accountName', payee.bankUser],
            ['accountNumber', payee.bankNo],
            ['swift', payee.bankSwiftCode],
          ];
  return rows
    .filter((row): row is [DestinationRow['label'], string] => Boolean(row[1]))
    .map(([label, value]) => ({ label, value }));
}

/**
 * An East African mobile in E.164 (+254722000111) read the way it is said aloud:
 * +254 722 000 111. Any other form is shown as stored.
 */
export function groupPhone(e164: string): string {
  const match = /^\+(25[45])(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return match ? `+${match.slice(1).join(' ')}` : e164;
}
