import type { TFunction } from 'i18next';
import { payeeDestinationCountry } from '@pesa/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { fieldSetOf } from '../../../lib/money/payeeFields.ts';
import type { Payee } from '../api.ts';

export interface DetailItem {
  key: string;
  label: string;
  value: string;
}

const EMPTY = '—';

/**
 * Every field of a recipient (SPEC §3) as labelled rows, the recipient's own first, then its
 * account. Fields the recipient has no value for show a dash, so the screen always lists all.
 */
export function payeeDetailItems(
  payee: Payee,
  t: TFunction,
  currencyCode: (id: number) => string,
): { recipient: DetailItem[]; account: DetailItem[] } {
  const row = (key: string, label: string, value: string | null | undefined): DetailItem => ({
    key,
    label: t(`payees:field.${label}`),
    value: value ? value : EMPTY,
  });
  const cny = fieldSetOf(payee.payType) === 'cny';
  return {
    recipient: [
      row('name', 'name', payee.name),
      row('type', 'type', t(`payees:holder.${payee.type}`, { defaultValue: String(payee.type) })),
      row('country', 'country', t(`money:country.${payeeDestinationCountry(payee)}`)),
      row('payType', 'payType', t(`money:payType.${payee.payType}`, { defaultValue: '' })),
      row('currency', 'currency', currencyCode(payee.currencyId)),
      row('scope', 'scope', t(payee.scope === 1 ? 'money:scope.1' : 'money:scope.0')),
      row('audit', 'audit', t(`payees:audit.${payee.auditStatus}`)),
      row('auditTime', 'auditTime', payee.auditTime ? formatDateTime(payee.auditTime) : ''),
      row('createTime', 'createTime', formatDateTime(payee.createTime)),
      row('updateTime', 'updateTime', formatDateTime(payee.updateTime)),
      row('remark', 'remark', payee.remark),
    ],
    account: [
      row('userAccountNo', 'userAccountNo', payee.userAccountNo),
      row('phone', 'phone', payee.phone),
      row('mobile', 'mobile', payee.mobile),
      row('choiceBankCode', 'bankCode', payee.choiceBankCode),
      row('bankName', 'bankName', payee.bankName),
      row('bankUser', 'bankUser', payee.bankUser),
      row('bankNo', cny ? 'cardNo' : 'bankNo', payee.bankNo),
      row('bankSwiftCode', 'swift', payee.bankSwiftCode),
      row('bankBranch', 'bankBranch', payee.bankBranch),
      row('bankAddrees', 'bankAddress', payee.bankAddrees),
      row('bankCity', 'bankCity', payee.bankCity),
      row('bankState', 'bankState', payee.bankState),
      row('bankZipcode', 'bankZipcode', payee.bankZipcode),
      row('accountId', 'accountId', payee.accountId),
      row('accountName', 'accountName', payee.accountName),
    ],
  };
}
