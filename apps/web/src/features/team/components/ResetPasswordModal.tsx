import { useEffect } from 'react';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormModal } from '../../../lib/useFormModal.ts';
import { resetMemberPassword, type Member } from '../api.ts';
import { showServerFieldErrors } from '../rules.ts';
import { MemberPasswordFields } from './MemberPasswordFields.tsx';

/**
 * Sets a new password for a member. The server refuses the member's current password (SPEC §5)
 * and signs the member out; its message is shown under the field.
 */
export function ResetPasswordModal({ member, onClose }: { member?: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { submit, modalProps } = useFormModal(
    form,
    // Only an open dialog submits, and it is open only with a member.
    ({ password }: { password: string }) => resetMemberPassword(member!.id, password),
    {
      done: t('team:reset.done'),
      onClose,
      onError: (error) => showServerFieldErrors(form, error),
    },
  );

  useEffect(() => {
    if (member) form.resetFields();
  }, [member, form]);

  return (
    <Modal
      {...modalProps}
      open={member !== undefined}
      title={t('team:reset.title', { name: member?.userName ?? '' })}
      okText={t('team:reset.submit')}
      cancelText={t('team:cancel')}
    >
      <Typography.Paragraph type="secondary">{t('team:reset.hint')}</Typography.Paragraph>
      <Form name="reset-password" form={form} layout="vertical" onFinish={submit}>
        <MemberPasswordFields label={t('team:reset.password')} />
      </Form>
    </Modal>
  );
}
