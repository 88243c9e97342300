import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormModal } from '../../../lib/useFormModal.ts';
import { addMember, editMember, type ActiveStatus, type Member } from '../api.ts';
import { NAME_MAX, REMARK_MAX, showServerFieldErrors, userNameRules } from '../rules.ts';
import { MemberContactFields } from './MemberContactFields.tsx';
import { MemberPasswordFields } from './MemberPasswordFields.tsx';
import { RoleSelect } from './RoleSelect.tsx';
import { StatusRadio } from './StatusRadio.tsx';
import { useFormOpening } from '../../../lib/useFormOpening.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../components/TrimmedInput.tsx';

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

/** Edits `member`, or adds a new one with the form's password. */
function save(values: MemberValues, member: Member | undefined) {
  const input = {
    userName: values.userName.trim(),
    email: blankToUndefined(values.email),
    phonenumber: blankToUndefined(values.phonenumber),
    countryId: values.countryId,
    roleId: values.roleId!,
    remark: values.remark?.trim() ?? '',
    status: values.status,
  };
  return member
    ? editMember({ ...input, id: member.id })
    : addMember({ ...input, password: values.password! });
}

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
  const { submit, modalProps } = useFormModal(
    form,
    (values: MemberValues) => save(values, member),
    {
      done: t('team:member.saved'),
      invalidate: ['team'],
      onClose,
      onError: (error) => showServerFieldErrors(form, error),
    },
  );
  const status = Form.useWatch('status', form);
  const roleId = Form.useWatch('roleId', form);
  // The server ends the member's sessions on these changes; say so before saving.
  const signsOut =
    member !== undefined &&
    ((member.status === 0 && status === 1) || (roleId !== undefined && roleId !== member.roleId));

  useFormOpening(
    form,
    open ? (member ? `member:${member.id}` : `new:${defaultCountryId}`) : null,
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

  return (
    <Modal
      {...modalProps}
      open={open}
      title={member ? t('team:member.edit') : t('team:member.add')}
      okText={t('team:save')}
      cancelText={t('team:cancel')}
    >
      <Form name="member" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="userName" label={t('team:field.userName')} rules={userNameRules(t)}>
          <TrimmedInput maxLength={NAME_MAX} autoComplete="off" />
        </Form.Item>
        <MemberContactFields />
        <Form.Item
          name="roleId"
          label={t('team:field.role')}
          rules={[{ required: true, message: t('team:rules.roleRequired') }]}
        >
          <RoleSelect currentRoleId={member?.roleId} />
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
        {!member && <MemberPasswordFields label={t('team:field.password')} />}
        <Form.Item name="remark" label={t('team:field.remark')}>
          <TrimmedTextArea maxLength={REMARK_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
