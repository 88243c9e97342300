import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';
import { setFundPassword } from '../../lib/money/fundPassword.ts';
import { refreshUserInfo } from '../../lib/refreshUserInfo.ts';
import { CODE_ERRORS } from '../../lib/request/fieldErrors.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import type { UserInfo } from '../../lib/userInfo.ts';
import { FundPasswordFields, type FundPasswordValues } from './FundPasswordFields.tsx';

/**
 * The payment dialog of a user without a transaction password (a new team member, or an owner
 * who never set one): sets it right here with a code to the user's own phone, then goes on with
 * the payment using the digits just chosen. No role screen is needed for it, so a member whose
 * role holds only the send screen can pay.
 */
export function FundPasswordSetup({
  open,
  info,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  info: UserInfo;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FundPasswordValues>();

  const { saving, submit } = useFormSubmit<FundPasswordValues>(
    form,
    async ({ code, fundPassword }) => {
      await setFundPassword({ code, fundPassword });
      feedback().message.success(t('profile:fundPassword.done'));
      // Pay first, then let the screens see the password as set: reloading the user info swaps
      // this form for the PIN pad, which shows any refusal of the payment on the next try.
      try {
        await onSubmit(fundPassword);
      } finally {
        await refreshUserInfo().catch(() => undefined);
      }
    },
    { errorFields: CODE_ERRORS },
  );

  return (
    <Modal
      open={open}
      title={t('send:setPin.title')}
      okText={t('send:setPin.submit')}
      cancelText={t('send:cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('send:setPin.intro')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        name="fund-password-setup"
        layout="vertical"
        onFinish={submit}
        requiredMark
        data-testid="fund-password-setup"
      >
        <FundPasswordFields info={info} />
      </Form>
    </Modal>
  );
}
