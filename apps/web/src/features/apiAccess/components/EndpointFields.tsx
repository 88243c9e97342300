import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyUrlSchemeAllowed } from '@pesa/domain';
import { TrimmedInput, TrimmedTextArea } from '../../../components/TrimmedInput.tsx';

/**
 * The merchant's endpoints: where webhooks go and which addresses may call. The notify URL's
 * scheme rule is the server's own (https; http only to this machine on a test installation);
 * the form cannot know the installation, so production's refusal of http, and of private
 * hosts, comes back from the server as this field's error. The guide says the same
 * (docs/merchant-guide.md, "The sandbox, from zero").
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
          {
            validator: async (_rule, value?: string) => {
              if (value && !notifyUrlSchemeAllowed(value.trim(), false))
                throw new Error(t('apiAccess:form.notifyUrlRule'));
            },
          },
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
