import { Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiAuditStatus } from '@pesa/contract';
import { API_ACCESS_KEY, type ApiAccessInfo } from '../../../lib/permissions/apiAccess.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../components/TrimmedInput.tsx';
import { useFormSubmit } from '../../../lib/useFormSubmit.ts';
import { saveApplication, type ApplicationValues } from '../api.ts';
import { EndpointFields } from './EndpointFields.tsx';

const VOLUME = /^\d{1,15}(\.\d{1,2})?$/;

/** The form's starting values: a rejected application comes back as it was sent, to correct. */
export function applicationDefaults(info: ApiAccessInfo | null | undefined): ApplicationValues {
  return {
    companyName: info?.companyName ?? '',
    description: info?.description ?? '',
    monthlyVolume: info?.monthlyVolume ?? '',
    notifyUrl: info?.notifyUrl ?? '',
    ipWhitelist: info?.ipWhitelist ?? '',
  };
}

/**
 * The API access application (issue 14). The server checks every field again (https notify URL,
 * the allow-list's addresses); its field errors land on the fields they name.
 */
export function ApplicationForm({ info }: { info: ApiAccessInfo | null | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplicationValues>();
  const required = { required: true, message: t('apiAccess:form.required') };
  const { saving, submit } = useFormSubmit(form, saveApplication, {
    done: t('apiAccess:form.submitted'),
    invalidate: API_ACCESS_KEY,
    onDone: () => navigate('/homeApi/account'),
  });

  return (
    <Form<ApplicationValues>
      form={form}
      layout="vertical"
      initialValues={applicationDefaults(info)}
      onFinish={submit}
      className="api-application-form"
    >
      <Form.Item name="companyName" label={t('apiAccess:field.companyName')} rules={[required]}>
        <TrimmedInput maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('apiAccess:field.description')}
        extra={t('apiAccess:form.descriptionHelp')}
      >
        <TrimmedTextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="monthlyVolume"
        label={t('apiAccess:field.monthlyVolume')}
        rules={[required, { pattern: VOLUME, message: t('apiAccess:form.amountRule') }]}
      >
        <TrimmedInput inputMode="decimal" placeholder="0.00" suffix="USD" autoComplete="off" />
      </Form.Item>
      <EndpointFields />
      <Button type="primary" htmlType="submit" loading={saving}>
        {info?.auditStatus === ApiAuditStatus.REJECTED
          ? t('apiAccess:form.resubmit')
          : t('apiAccess:form.submit')}
      </Button>
    </Form>
  );
}
