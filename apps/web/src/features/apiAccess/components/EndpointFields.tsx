import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrimmedInput, TrimmedTextArea } from '../../../components/TrimmedInput.tsx';

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * The merchant's endpoints: where webhooks go and which addresses may call. The server decides
 * what is acceptable (https, no private hosts in production, valid addresses and ranges).
 */
export function EndpointFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="notifyUrl"
        label={t('apiAccess:field.notifyUrl')}
        extra={t('apiAccess:form.notifyUrlHelp')}
        rules={[
          { required: true, message: t('apiAccess:form.required') },
          { pattern: WEB_ADDRESS, message: t('apiAccess:form.notifyUrlRule') },
        ]}
      >
        <TrimmedInput inputMode="url" placeholder="https://" autoComplete="url" maxLength={500} />
      </Form.Item>
      <Form.Item
        name="ipWhitelist"
        label={t('apiAccess:field.ipWhitelist')}
        extra={t('apiAccess:form.ipWhitelistHelp')}
      >
        <TrimmedTextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </>
  );
}
