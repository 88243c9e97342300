import { useTranslation } from 'react-i18next';
import { ErrorCode, errorMessages, OPEN_API_CODES, type ErrorCodeValue } from '@pesa/contract';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

/** The codes of /open/v1 with the server's own messages, in the UI language. */
export function ErrorCodesTable() {
  const { t } = useTranslation();
  const lang = currentLocale();
  return (
    <PlainTable<ErrorCodeValue>
      wrap
      rowKey={(code) => code}
      rows={[ErrorCode.OK, ...OPEN_API_CODES]}
      empty="-"
      label={t('apiDocs:errors.title')}
      columns={[
        { key: 'code', title: t('apiDocs:errors.code'), render: (code) => <code>{code}</code> },
        {
          key: 'message',
          title: t('apiDocs:errors.message'),
          render: (code) => errorMessages[code][lang],
        },
      ]}
    />
  );
}
