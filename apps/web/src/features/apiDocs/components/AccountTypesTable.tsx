import { useTranslation } from 'react-i18next';
import { API_ACCOUNT_TYPES, API_CHANNEL_CURRENCIES, type ApiAccountTypeValue } from '@pesa/domain';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';

const CURRENCY_CODES: Record<number, string> = { 404: 'KES', 834: 'TZS' };

/** The API account types with the currencies each holds, read from the server's own rules. */
export function AccountTypesTable() {
  const { t } = useTranslation();
  return (
    <PlainTable<ApiAccountTypeValue>
      wrap
      rowKey={(type) => String(type)}
      rows={[...API_ACCOUNT_TYPES]}
      empty="-"
      label={t('apiDocs:accounts.title')}
      columns={[
        { key: 'type', title: t('apiDocs:accounts.type'), render: (type) => <code>{type}</code> },
        {
          key: 'account',
          title: t('apiDocs:accounts.account'),
          render: (type) => t(`apiDocs:accounts.names.${type}`),
        },
        {
          key: 'currencies',
          title: t('apiDocs:accounts.currencies'),
          // Suspense and B2C exist in every currency the merchant's country moves.
          render: (type) =>
            type < 2
              ? t('apiDocs:accounts.any')
              : (API_CHANNEL_CURRENCIES[type] ?? []).map((id) => CURRENCY_CODES[id]).join(', '),
        },
      ]}
    />
  );
}
