import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode, errorMessages, OPEN_API_CODES, type ErrorCodeValue } from '@pesa/contract';
import { currentLocale } from '../../../lib/i18n.ts';

/** The codes of /open/v1 with the server's own messages, in the UI language. */
export function ErrorCodesTable() {
  const { t } = useTranslation();
  const lang = currentLocale();
  return (
    <Table
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={[ErrorCode.OK, ...OPEN_API_CODES].map((code: ErrorCodeValue) => ({
        code,
        message: errorMessages[code][lang],
      }))}
      columns={[
        {
          key: 'code',
          title: t('apiDocs:errors.code'),
          dataIndex: 'code',
          width: 100,
          render: (code: number) => <code>{code}</code>,
        },
        { key: 'message', title: t('apiDocs:errors.message'), dataIndex: 'message' },
      ]}
    />
  );
}
