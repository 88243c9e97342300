import { useQuery } from '@tanstack/react-query';
import type { PayeeCheckReply, PayeeView } from '@pesa/contract';
import { request } from '../../lib/request/request.ts';
import { fieldSetOf } from '../../lib/money/payeeFields.ts';

type Checked = Pick<
  PayeeView,
  'id' | 'countryId' | 'payType' | 'phone' | 'bankNo' | 'choiceBankCode' | 'name' | 'bankUser'
>;

/**
 * What /payee/check is asked about a recipient: its phone for mobile money, its account (and the
 * holder's name) for a bank or CNY account; null for a wallet or a method no rail can check.
 */
export function nameCheckQuery(payee: Checked) {
  const set = fieldSetOf(payee.payType);
  if (set === 'mobile' && payee.phone)
    return {
      countryId: payee.countryId,
      payType: payee.payType,
      phone: payee.phone,
      name: payee.name,
    };
  if ((set === 'bank' || set === 'cny') && payee.bankNo)
    return {
      countryId: payee.countryId,
      payType: payee.payType,
      bankNo: payee.bankNo,
      bankCode: payee.choiceBankCode || undefined,
      name: payee.bankUser || payee.name,
    };
  return null;
}

/**
 * The rail's name check of the recipient (docs/name-check.md), asked once per recipient and
 * kept while the wizard runs: every check is counted against the account's hourly allowance.
 */
export function usePayeeNameCheck(payee: Checked | undefined) {
  const body = payee ? nameCheckQuery(payee) : null;
  return useQuery({
    queryKey: ['payee', 'check', body],
    queryFn: () =>
      body
        ? request.post<PayeeCheckReply>('/payee/check', body, { repeatSubmit: false })
        : Promise.resolve<PayeeCheckReply>({ result: 'UNAVAILABLE' }),
    enabled: Boolean(payee),
    staleTime: Infinity,
    retry: false,
  });
}
