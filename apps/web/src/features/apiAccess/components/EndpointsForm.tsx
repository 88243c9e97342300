import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ACCESS_KEY, type ApiAccessInfo } from '../../../lib/permissions/apiAccess.ts';
import { useFormSubmit } from '../../../lib/useFormSubmit.ts';
import { saveApplication } from '../api.ts';
import { EndpointFields } from './EndpointFields.tsx';

interface Values {
  notifyUrl: string;
  ipWhitelist?: string;
}

/**
 * After approval the main account may move its notify URL and allow-list at once, without a new
 * review; the reviewed company details are sent back unchanged (the server keeps them anyway).
 */
export function EndpointsForm({ info }: { info: ApiAccessInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useFormSubmit(
    form,
    (values: Values) =>
      saveApplication({
        companyName: info.companyName ?? '',
        description: info.description ?? '',
        monthlyVolume: info.monthlyVolume ?? '0',
        notifyUrl: values.notifyUrl,
        ipWhitelist: values.ipWhitelist ?? '',
      }),
    { done: t('apiAccess:endpoints.saved'), invalidate: API_ACCESS_KEY },
  );
  return (
    <Card title={t('apiAccess:endpoints.title')} className="api-card api-endpoints">
      <Typography.Paragraph type="secondary">{t('apiAccess:endpoints.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ notifyUrl: info.notifyUrl ?? '', ipWhitelist: info.ipWhitelist ?? '' }}
        className="api-application-form"
      >
        <EndpointFields />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('apiAccess:endpoints.save')}
        </Button>
      </Form>
    </Card>
  );
}
