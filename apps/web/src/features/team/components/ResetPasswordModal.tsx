import { useEffect } from 'react';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal.tsx';
import { useFormSubmit } from '../../../lib/useFormSubmit.ts';
import { resetMemberPassword, type Member } from '../api.ts';
import { confirmRules, passwordRules, showServerFieldErrors } from '../rules.ts';

/**
 * Sets a new password for a member. The server refuses the member's current password (SPEC §5)
 * and signs the member out; its message is shown under the field.
 */
export function ResetPasswordModal({ member, onClose }: { member?: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { saving, submit } = useFormSubmit(
    form,
    // Only an open dialog submits, and it is open only with a member.
    ({ password }: { password: string }) => resetMemberPassword(member!.id, password),
    {
      done: t('team:reset.done'),
      onDone: onClose,
      onError: (error) => showServerFieldErrors(form, error),
    },
  );

  useEffect(() => {
    if (member) form.resetFields();
  }, [member, form]);

  return (
    <FormModal
      form={form}
      saving={saving}
      onClose={onClose}
      open={member !== undefined}
      title={t('team:reset.title', { name: member?.userName ?? '' })}
      okText={t('team:reset.submit')}
      cancelText={t('team:cancel')}
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
    </FormModal>
  );
}
