import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';
import type { PayeeChange } from '../api.ts';

/**
 * An approved account's latest payee update, under its name: waiting (with the new details), or
 * rejected (with the operator's reason). An approved one is already the account's details.
 */
export function PayeeChangeNote({ change }: { change?: PayeeChange | null }) {
  const { t } = useTranslation();
  if (!change || change.status === 1) return null;
  if (change.status === 0)
    return (
      <StatusTag tone="gold" data-testid="payee-change">
        {t('orgAccounts:exchange.payeeChange.pending', {
          accountName: change.accountName,
          accountNumber: change.accountNumber,
        })}
      </StatusTag>
    );
  return (
    <StatusTag tone="error" data-testid="payee-change">
      {change.reason
        ? t('orgAccounts:exchange.payeeChange.rejected', { reason: change.reason })
        : t('orgAccounts:exchange.payeeChange.rejectedNoReason')}
    </StatusTag>
  );
}
