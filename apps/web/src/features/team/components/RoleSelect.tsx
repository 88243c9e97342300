import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '../api.ts';

/**
 * The member's role. A disabled role grants nothing, so it is offered only to the member who
 * already holds it (`currentRoleId`), marked as disabled.
 */
export function RoleSelect({
  value,
  onChange,
  id,
  currentRoleId,
}: {
  value?: number;
  onChange?: (roleId: number) => void;
  id?: string;
  currentRoleId?: number | null;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useRoleOptions(true);
  const options = (data?.rows ?? [])
    .filter((role) => role.status === 0 || role.id === currentRoleId)
    .map((role) => ({
      value: role.id,
      label: role.status === 0 ? role.name : t('team:member.roleDisabled', { name: role.name }),
    }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={isLoading}
      options={options}
      placeholder={t('team:member.chooseRole')}
      notFoundContent={t('team:member.noRoles')}
    />
  );
}
