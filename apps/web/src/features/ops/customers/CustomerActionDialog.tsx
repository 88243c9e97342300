import { App, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { customersApi, type CustomerAction } from './customersApi.ts';

/**
 * Confirms one action on a customer with its reason (required: it goes to the operator audit and
 * a suspension's also to the customer's log). The server's answer is the page as it now is.
 */
export function CustomerActionDialog({
  action,
  userId,
  name,
  onClose,
}: {
  action: CustomerAction | null;
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const run = useMutation({
    mutationFn: ({ reason }: { reason: string }) => customersApi.act(action!, userId, reason),
    onSuccess: () => {
      message.success(t(`customers.actions.${action}.done`));
      form.resetFields();
      onClose();
    },
    onError: (error) => message.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'customers'] }),
  });
  return (
    <Modal
      open={action !== null}
      title={action && t(`customers.actions.${action}.title`, { name })}
      okText={action && t(`customers.actions.${action}.button`)}
      okButtonProps={{ danger: action === 'suspend', loading: run.isPending }}
      cancelText={t('cancel')}
      width={phone ? '100%' : 520}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {action && <p>{t(`customers.actions.${action}.help`)}</p>}
      <Form form={form} layout="vertical" onFinish={(values) => run.mutate(values)}>
        <Form.Item
          name="reason"
          label={t('customers.reason')}
          rules={[
            { required: true, whitespace: true, message: t('customers.reasonRequired') },
            { min: 2, message: t('customers.reasonRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
