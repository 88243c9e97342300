import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';

const topics = ['account', 'payment', 'api', 'other'] as const;

type ContactValues = {
  name: string;
  email: string;
  phone?: string;
  topic: (typeof topics)[number];
  message: string;
};

type ContactFormProps = { chatUrl?: string; supportEmail?: string };

// The site has no ticket backend: the form composes the message and hands it to the chat
// service (or, when the server names a support address, the visitor's email app), so this
// page stores nothing personal.
export function ContactForm({ chatUrl, supportEmail }: ContactFormProps) {
  const { t } = useTranslation('marketing');
  const [form] = Form.useForm<ContactValues>();

  const compose = (values: ContactValues) => {
    const lines = [
      `${t('contact.name')}: ${values.name}`,
      `${t('contact.email')}: ${values.email}`,
      ...(values.phone ? [`${t('contact.phone')}: ${values.phone}`] : []),
      `${t('contact.topic')}: ${t(`contact.topics.${values.topic}`)}`,
      '',
      values.message,
    ];
    return {
      subject: t('contact.subject', { topic: t(`contact.topics.${values.topic}`) }),
      body: lines.join('\n'),
    };
  };

  // The form shows its own field errors, so a failed validation just stops here.
  const validValues = () => form.validateFields().catch(() => undefined);

  const sendViaChat = async () => {
    const values = await validValues();
    if (!values) return;
    const { body } = compose(values);
    // Browsers may refuse clipboard access; then say so rather than claim the text is ready.
    const copied = await (navigator.clipboard?.writeText(body) ?? Promise.reject())
      .then(() => true)
      .catch(() => false);
    if (chatUrl) window.open(chatUrl, '_blank', 'noopener');
    if (copied) feedback().message.success(t('contact.copied'));
    else feedback().message.info(t('contact.copyFailed'));
  };

  const sendByEmail = async () => {
    const values = await validValues();
    if (!values) return;
    const { subject, body } = compose(values);
    const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    window.location.href = `mailto:${supportEmail}?${query}`;
    feedback().message.info(t('contact.emailOpened'));
  };

  const required = { required: true, whitespace: true, message: t('contact.required') };
  return (
    <Card title={t('contact.formTitle')} data-testid="contact-form">
      <Form form={form} layout="vertical" initialValues={{ topic: 'account' }} requiredMark>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('contact.name')} rules={[required]}>
              <Input autoComplete="name" maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label={t('contact.email')}
              rules={[required, { type: 'email', message: t('contact.invalidEmail') }]}
            >
              <Input type="email" autoComplete="email" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('contact.phone')}>
              <Input type="tel" autoComplete="tel" maxLength={20} />
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
          <Input.TextArea rows={5} maxLength={1000} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Button type="primary" icon={<MessageOutlined />} onClick={sendViaChat}>
            {t('contact.sendChat')}
          </Button>
          {supportEmail && (
            <Button icon={<MailOutlined />} onClick={sendByEmail}>
              {t('contact.sendEmail')}
            </Button>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
