import { useState } from 'react';
import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { deleteRole, useRoles, type PageFilters, type Role } from '../api.ts';
import { useTeamDeleteConfirm } from '../useTeamDeleteConfirm.ts';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { RoleFormModal } from '../components/RoleFormModal.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import '../team.css';

/** Roles of the account: what each grants, and whether it is in use (SPEC §6). */
export default function RolesPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [confirmDelete, confirmHolder] = useTeamDeleteConfirm('team:role.');
  const { filters, filterBy, tableProps } = usePagedFilters<PageFilters>();
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const roles = useRoles(filters);

  return (
    <section className="page-card" aria-labelledby="roles-title">
      {confirmHolder}
      <ListToolbar
        titleId="roles-title"
        title={t('menu:route.systemUserRole')}
        addLabel={t('team:role.add')}
        onAdd={() => setEditing({})}
        searchLabel={t('team:role.search')}
        onSearch={(search) => filterBy({ search })}
      />
      <Table<Role>
        {...tableProps(roles)}
        columns={[
          { title: t('team:role.name'), dataIndex: 'name' },
          {
            title: t('team:field.status'),
            dataIndex: 'status',
            render: (status: Role['status']) => <StatusTag status={status} />,
          },
          {
            title: t('team:role.menus'),
            render: (_, role) => t('team:role.menuCount', { count: role.menus.length }),
          },
          {
            title: t('team:field.createTime'),
            render: (_, role) => formatDateTime(role.createTime),
          },
          {
            title: t('team:actions'),
            // Pinned on wide screens only: on a phone it would cover the other columns.
            fixed: isPhone ? undefined : 'right',
            render: (_, role) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ role })}>
                  {t('team:edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(role.name, () => deleteRole(role.id))}
                >
                  {t('team:delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <RoleFormModal
        open={editing !== null}
        role={editing?.role}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
