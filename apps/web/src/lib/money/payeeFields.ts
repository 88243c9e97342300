/**
 * Which recipient fields a payment method needs (mirrors the server's payee rules): the recipient
 * form asks for them and the send confirmation shows them.
 */
export type PayeeFieldSet = 'mobile' | 'bank' | 'cny' | 'wallet';

const MOBILE = [2, 3, 5, 6, 7];
const BANK = [100, 101, 102, 103];
const CNY = [400, 401];

export function fieldSetOf(payType: number | undefined): PayeeFieldSet | undefined {
  if (payType === undefined) return undefined;
  if (MOBILE.includes(payType)) return 'mobile';
  if (BANK.includes(payType)) return 'bank';
  if (CNY.includes(payType)) return 'cny';
  if (payType === 0) return 'wallet';
  return undefined;
}

/** The account shown in lists: phone, bank account or wallet account number. */
export function accountOf(payee: {
  payType: number;
  phone: string;
  bankNo: string;
  userAccountNo: string;
}): string {
  const set = fieldSetOf(payee.payType);
  if (set === 'mobile') return payee.phone;
  if (set === 'wallet') return payee.userAccountNo;
  return payee.bankNo;
}
