import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PURPOSE_CODES, SOURCES_OF_FUNDS } from '@pesa/contract';
import { FileUploadField } from './FileUploadField.tsx';
import { ContractWorkerField } from './ContractWorkerField.tsx';
import { TrimmedInput } from '../TrimmedInput.tsx';

/**
 * Compliance details every cross-border send carries (SPEC §5: all required). Each of the three
 * documents says under its field what it is, with examples, so a customer knows what to upload.
 * The send wizard asks them for one send, a cross-border bulk file once for all its rows.
 */
export function CrossBorderFields() {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('send:required') }];
  return (
    <>
      <Form.Item name="transactionReason" label={t('send:sourceOfFunds')} rules={required}>
        <Select
          options={SOURCES_OF_FUNDS.map((v) => ({ value: v, label: t(`send:source.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="fundsPurpose" label={t('send:purpose')} rules={required}>
        <Select
          options={PURPOSE_CODES.map((v) => ({ value: v, label: t(`send:purposes.${v}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="senderAddress"
        label={t('send:senderAddress')}
        rules={[{ ...required[0], whitespace: true }]}
      >
        <TrimmedInput maxLength={200} />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        title={t('crossBorder:docs.intro')}
        style={{ marginBottom: 16 }}
        data-testid="documents-intro"
      />
      <Form.Item
        name="exchangeFile"
        label={t('send:exchangeFile')}
        extra={t('crossBorder:docs.exchangeFile')}
        rules={required}
      >
        <FileUploadField />
      </Form.Item>
      <Form.Item
        name="detailFile"
        label={t('send:detailFile')}
        extra={t('crossBorder:docs.detailFile')}
        rules={required}
      >
        <FileUploadField />
      </Form.Item>
      <ContractWorkerField />
      <Form.Item
        name="contractFile"
        label={t('send:contractFile')}
        extra={t('crossBorder:docs.contractFile')}
        rules={required}
      >
        <FileUploadField />
      </Form.Item>
    </>
  );
}
