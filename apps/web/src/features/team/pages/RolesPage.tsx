import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { deleteRole, useRoles, type PageFilters, type Role } from '../api.ts';
import { ListToolbar } from '../components/ListToolbar.tsx';
import {
  LazyRoleFormModal,
  LazyTeamDeleteConfirm,
  prefetchTeamDialog,
} from '../components/LazyTeamDialogs.tsx';
import type { DeleteRequest } from '../components/TeamDeleteConfirm.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import '../team.css';

const prefetchRoleForm = () => prefetchTeamDialog('role');

/**
 * Roles of the account: what each grants, and whether it is in use (SPEC §6). The list is plain
 * and its dialogs load when first opened, so that a phone's first visit stays within its budget
 * (issue 16).
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { filters, filterBy, setPage } = usePagedFilters<PageFilters>();
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest>();
  const { data, isFetching } = useRoles(filters);

  return (
    <section className="page-card plain-screen" aria-labelledby="roles-title">
      <ListToolbar
        titleId="roles-title"
        title={t('menu:route.systemUserRole')}
        addLabel={t('team:role.add')}
        onAdd={() => setEditing({})}
        onNearAdd={prefetchRoleForm}
        searchLabel={t('team:role.search')}
        onSearch={(search) => filterBy({ search })}
      />
      <PlainTable<Role>
        rowKey={(role) => role.id}
        rows={data?.rows}
        loading={isFetching}
        empty={t('team:role.empty')}
        columns={[
          { key: 'name', title: t('team:role.name'), render: (role) => role.name },
          {
            key: 'status',
            title: t('team:field.status'),
            render: (role) => <StatusTag status={role.status} />,
          },
          {
            key: 'menus',
            title: t('team:role.menus'),
            render: (role) => t('team:role.menuCount', { count: role.menus.length }),
          },
          {
            key: 'createTime',
            title: t('team:field.createTime'),
            render: (role) => formatDateTime(role.createTime),
          },
          {
            key: 'actions',
            title: t('team:actions'),
            // Pinned on wide screens only: on a phone it would cover the other columns.
            pinned: !isPhone,
            render: (role) => (
              <span className="team-actions">
                <button
                  type="button"
                  className="plain-link"
                  onClick={() => setEditing({ role })}
                  onPointerEnter={prefetchRoleForm}
                >
                  {t('team:edit')}
                </button>
                <button
                  type="button"
                  className="plain-link is-danger"
                  onClick={() =>
                    setDeleting({ name: role.name, remove: () => deleteRole(role.id) })
                  }
                  onPointerEnter={() => prefetchTeamDialog('delete')}
                >
                  {t('team:delete')}
                </button>
              </span>
            ),
          },
        ]}
      />
      <Pager {...filters} total={data?.total} onPage={setPage} />
      <LazyRoleFormModal
        open={editing !== null}
        role={editing?.role}
        onClose={() => setEditing(null)}
      />
      <LazyTeamDeleteConfirm textKeys="team:role." request={deleting} />
    </section>
  );
}
