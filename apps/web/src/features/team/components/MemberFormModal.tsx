import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';
import { addMember, editMember, useRoleOptions, type ActiveStatus, type Member } from '../api.ts';
import {
  confirmRules,
  emailRules,
  NAME_MAX,
  passwordRules,
  phoneRules,
  REMARK_MAX,
  showServerFieldErrors,
  userNameRules,
} from '../rules.ts';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import { StatusRadio } from './StatusTag.tsx';

interface MemberValues {
  userName: string;
  email?: string;
  countryId: number;
  phonenumber?: string;
  roleId?: number;
  remark?: string;
  status: ActiveStatus;
  password?: string;
  confirm?: string;
}

const blankToUndefined = (value?: string) => value?.trim() || undefined;

/**
 * Add or edit a team member (SPEC §3). A new member gets a password here; an existing one keeps
 * theirs (the reset dialog changes it).
 */
export function MemberFormModal({
  open,
  member,
  defaultCountryId,
  onClose,
}: {
  open: boolean;
  member?: Member;
  defaultCountryId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MemberValues>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { data: roles, isLoading: rolesLoading } = useRoleOptions(open);
  const status = Form.useWatch('status', form);
  const roleId = Form.useWatch('roleId', form);
  // The server ends the member's sessions on these changes; say so before saving.
  const signsOut =
    member !== undefined &&
    ((member.status === 0 && status === 1) || (roleId !== undefined && roleId !== member.roleId));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      member
        ? {
            userName: member.userName,
            email: member.email || undefined,
            countryId: member.countryId,
            phonenumber: member.phonenumber || undefined,
            roleId: member.roleId ?? undefined,
            remark: member.remark,
            status: member.status,
          }
        : { countryId: defaultCountryId, status: 0 },
    );
  }, [open, member, defaultCountryId, form]);

  const submit = async (values: MemberValues) => {
    setSaving(true);
    const input = {
      userName: values.userName.trim(),
      email: blankToUndefined(values.email),
      phonenumber: blankToUndefined(values.phonenumber),
      countryId: values.countryId,
      roleId: values.roleId!,
      remark: values.remark?.trim() ?? '',
      status: values.status,
    };
    try {
      if (member) await editMember({ ...input, id: member.id });
      else await addMember({ ...input, password: values.password! });
      feedback().message.success(t('team:member.saved'));
      await queryClient.invalidateQueries({ queryKey: ['team'] });
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  // A disabled role grants nothing, so it is offered only to the member who already holds it.
  const roleOptions = (roles?.rows ?? [])
    .filter((role) => role.status === 0 || role.id === member?.roleId)
    .map((role) => ({
      value: role.id,
      label: role.status === 0 ? role.name : t('team:member.roleDisabled', { name: role.name }),
    }));

  return (
    <Modal
      open={open}
      title={member ? t('team:member.edit') : t('team:member.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('team:save')}
      cancelText={t('team:cancel')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form name="member" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="userName" label={t('team:field.userName')} rules={userNameRules(t)}>
          <Input maxLength={NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('team:field.phone')}
          htmlFor="member-phone"
          extra={t('team:member.contactHint')}
        >
          <Space.Compact block>
            <Form.Item
              name="countryId"
              noStyle
              rules={[{ required: true, message: t('team:rules.countryRequired') }]}
            >
              <CountryCodeSelect />
            </Form.Item>
            <Form.Item name="phonenumber" noStyle rules={phoneRules(t)} dependencies={['email']}>
              <Input
                id="member-phone"
                inputMode="tel"
                autoComplete="off"
                placeholder="0712 345 678"
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="email" label={t('team:field.email')} rules={emailRules(t)}>
          <Input inputMode="email" autoComplete="off" placeholder="name@example.com" />
        </Form.Item>
        <Form.Item
          name="roleId"
          label={t('team:field.role')}
          rules={[{ required: true, message: t('team:rules.roleRequired') }]}
        >
          <Select
            loading={rolesLoading}
            options={roleOptions}
            placeholder={t('team:member.chooseRole')}
            notFoundContent={t('team:member.noRoles')}
          />
        </Form.Item>
        <Form.Item name="status" label={t('team:field.status')}>
          <StatusRadio />
        </Form.Item>
        {signsOut && (
          <Alert
            type="info"
            showIcon
            title={t('team:member.signOutHint')}
            className="team-form-alert"
          />
        )}
        {!member && (
          <>
            <Form.Item name="password" label={t('team:field.password')} rules={passwordRules(t)}>
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
          </>
        )}
        <Form.Item name="remark" label={t('team:field.remark')}>
          <Input.TextArea maxLength={REMARK_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
