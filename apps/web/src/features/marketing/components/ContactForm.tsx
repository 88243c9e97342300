import { CheckCircleFilled, SendOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Result, Row, Select } from 'antd';
import type { ContactBody } from '@pesa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request/request.ts';
import { useFormSubmit } from '../../../lib/useFormSubmit.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../components/TrimmedInput.tsx';

// The contract's CONTACT_TOPICS, written out so this public page does not load the schemas.
const topics: readonly ContactBody['topic'][] = ['account', 'payment', 'api', 'other'];

/**
 * The public contact form: the server emails the message to the support inbox (POST
 * /common/contact, SUPPORT_EMAIL), with the visitor's address to reply to; the page then says
 * it was sent. The server's field errors (-1008) land on the fields they name.
 */
export function ContactForm() {
  const { t } = useTranslation('marketing');
  const [form] = Form.useForm<ContactBody>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { saving, submit } = useFormSubmit<ContactBody>(form, async (values) => {
    await request.post('/common/contact', values, { withToken: false });
    setSentTo(values.email.trim());
  });

  if (sentTo) {
    return (
      <Card data-testid="contact-form">
        <Result
          status="success"
          icon={<CheckCircleFilled />}
          title={t('contact.sentTitle')}
          subTitle={t('contact.sentBody', { email: sentTo })}
          extra={
            <Button
              onClick={() => {
                form.resetFields();
                setSentTo(null);
              }}
            >
              {t('contact.sendAnother')}
            </Button>
          }
        />
      </Card>
    );
  }

  const required = { required: true, whitespace: true, message: t('contact.required') };
  return (
    <Card title={t('contact.formTitle')} data-testid="contact-form">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ topic: 'account' }}
        requiredMark
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('contact.name')} rules={[required]}>
              <TrimmedInput autoComplete="name" maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label={t('contact.email')}
              rules={[required, { type: 'email', message: t('contact.invalidEmail') }]}
            >
              <TrimmedInput type="email" autoComplete="email" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('contact.phone')}>
              <TrimmedInput type="tel" autoComplete="tel" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="topic" label={t('contact.topic')} rules={[required]}>
              <Select
                options={topics.map((topic) => ({
                  value: topic,
                  label: t(`contact.topics.${topic}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="message"
          label={t('contact.message')}
          extra={t('contact.messageHint')}
          rules={[required]}
        >
          <TrimmedTextArea rows={5} maxLength={1000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={saving}>
          {t('contact.send')}
        </Button>
      </Form>
    </Card>
  );
}
