import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
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
      <Tag color="gold" data-testid="payee-change" style={{ whiteSpace: 'normal' }}>
        {t('orgAccounts:exchange.payeeChange.pending', {
          accountName: change.accountName,
          accountNumber: change.accountNumber,
        })}
      </Tag>
    );
  return (
    <Tag color="error" data-testid="payee-change" style={{ whiteSpace: 'normal' }}>
      {change.reason
        ? t('orgAccounts:exchange.payeeChange.rejected', { reason: change.reason })
        : t('orgAccounts:exchange.payeeChange.rejectedNoReason')}
    </Tag>
  );
}
