import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormModal } from '../../../lib/useFormModal.ts';
import { useFormOpening } from '../../../lib/useFormOpening.ts';
import { saveRole, type Role, type RoleInput } from '../api.ts';
import { NAME_MAX, roleNameRules, showServerFieldErrors } from '../rules.ts';
import { PermissionTreeField } from './PermissionTreeField.tsx';
import { StatusRadio } from './StatusRadio.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';

const NEW_ROLE: RoleInput = { name: '', menus: [], status: 0 };

/** Add or edit a role: its name, whether it is in use, and the permissions it grants. */
export function RoleFormModal({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role?: Role;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleInput>();
  const { submit, modalProps } = useFormModal(
    form,
    (values: RoleInput) => saveRole({ ...values, name: values.name.trim() }, role?.id),
    {
      done: t('team:role.saved'),
      invalidate: ['team'],
      onClose,
      onError: (error) => showServerFieldErrors(form, error),
    },
  );
  const status = Form.useWatch('status', form);
  const menus = Form.useWatch('menus', form);
  // The server ends the sessions of the role's members when its names change (docs/permissions.md).
  const menusChanged =
    !!role &&
    !!menus &&
    (menus.length !== role.menus.length || menus.some((m) => !role.menus.includes(m)));
  const userType = useSessionAccess().data?.info.userType;

  useFormOpening(
    form,
    open ? (role ? `role:${role.id}` : 'new') : null,
    role ? { name: role.name, menus: role.menus, status: role.status } : NEW_ROLE,
  );

  return (
    <Modal
      {...modalProps}
      open={open}
      title={role ? t('team:role.edit') : t('team:role.add')}
      okText={t('team:save')}
      cancelText={t('team:cancel')}
    >
      <Form name="role" form={form} layout="vertical" onFinish={submit} initialValues={NEW_ROLE}>
        <Form.Item name="name" label={t('team:role.name')} rules={roleNameRules(t)}>
          <TrimmedInput maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="status" label={t('team:field.status')}>
          <StatusRadio />
        </Form.Item>
        {role && role.status === 0 && status === 1 && (
          <Alert
            type="warning"
            showIcon
            title={t('team:role.disableHint')}
            className="team-form-alert"
          />
        )}
        {role && status === 0 && menusChanged && (
          <Alert
            type="warning"
            showIcon
            title={t('team:role.menusHint')}
            className="team-form-alert"
            data-testid="role-menus-hint"
          />
        )}
        <Form.Item name="menus" label={t('team:role.menus')}>
          <PermissionTreeField userType={userType} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
