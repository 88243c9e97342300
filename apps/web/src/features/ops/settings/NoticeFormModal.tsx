import { Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { settingsApi, type NoticeInput, type OpsNotice } from './settingsApi.ts';
import { NoticeCustomerPreview } from './NoticeCustomerPreview.tsx';

/** `editing` null: closed; 'new': a new item; a notice: edit it. */
export type NoticeEditing = OpsNotice | 'new' | null;

/** Writes an announcement or press item in both languages, with the customer's view beside it. */
export function NoticeFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: NoticeEditing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const [form] = Form.useForm<NoticeInput>();
  const draft = Form.useWatch([], form) ?? {};
  const existing = editing !== 'new' && editing !== null ? editing : null;
  const save = useMutation({
    mutationFn: (input: NoticeInput) =>
      existing
        ? settingsApi.editNotice(existing.id, { ...input, publishTime: existing.publishTime })
        : settingsApi.addNotice(input),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const text = (max: number) => [
    { required: true, whitespace: true, message: t('required') },
    { max, message: t('settingsAudit.notices.tooLong', { max }) },
  ];
  return (
    <Modal
      open={editing !== null}
      title={t(existing ? 'settingsAudit.notices.editTitle' : 'settingsAudit.notices.add')}
      okText={t('settingsAudit.save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={phone ? undefined : 960}
      destroyOnHidden
    >
      <Form<NoticeInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          existing
            ? {
                type: existing.type,
                status: existing.status,
                titleEn: existing.titleEn,
                titleZh: existing.titleZh,
                contentEn: existing.contentEn,
                contentZh: existing.contentZh,
              }
            : { type: 1, status: 0 }
        }
        onFinish={(values) => save.mutate(values)}
      >
        {save.isError && (
          <Typography.Paragraph type="danger" role="alert">
            {save.error.message}
          </Typography.Paragraph>
        )}
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="type" label={t('settingsAudit.notices.type')}>
              <Select
                options={[
                  { value: 1, label: t('settingsAudit.notices.announcement') },
                  { value: 3, label: t('settingsAudit.notices.press') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="status" label={t('settingsAudit.notices.status')}>
              <Select
                options={[
                  { value: 0, label: t('settingsAudit.notices.published') },
                  { value: 1, label: t('settingsAudit.notices.hidden') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="titleEn" label={t('settingsAudit.notices.titleEn')} rules={text(200)}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="titleZh" label={t('settingsAudit.notices.titleZh')} rules={text(200)}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="contentEn"
              label={t('settingsAudit.notices.contentEn')}
              rules={text(20_000)}
            >
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="contentZh"
              label={t('settingsAudit.notices.contentZh')}
              rules={text(20_000)}
            >
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <NoticeCustomerPreview draft={{ ...draft, publishTime: existing?.publishTime }} />
    </Modal>
  );
}
