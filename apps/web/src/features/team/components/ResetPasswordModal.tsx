import { useEffect, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';
import { resetMemberPassword, type Member } from '../api.ts';
import { confirmRules, passwordRules, showServerFieldErrors } from '../rules.ts';

/**
 * Sets a new password for a member. The server refuses the member's current password (SPEC §5)
 * and signs the member out; its message is shown under the field.
 */
export function ResetPasswordModal({ member, onClose }: { member?: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (member) form.resetFields();
  }, [member, form]);

  const submit = async ({ password }: { password: string }) => {
    if (!member) return;
    setSaving(true);
    try {
      await resetMemberPassword(member.id, password);
      feedback().message.success(t('team:reset.done'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={member !== undefined}
      title={t('team:reset.title', { name: member?.userName ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('team:reset.submit')}
      cancelText={t('team:cancel')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('team:reset.hint')}</Typography.Paragraph>
      <Form name="reset-password" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="password" label={t('team:reset.password')} rules={passwordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('team:field.confirm')}
          dependencies={['password']}
          rules={confirmRules(t)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
