import { useState } from 'react';
import { Button, Modal, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { feedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { deleteRole, useRoles, type PageFilters, type Role } from '../api.ts';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { RoleFormModal } from '../components/RoleFormModal.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import '../team.css';

/** Roles of the account: what each grants, and whether it is in use (SPEC §6). */
export default function RolesPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [filters, setFilters] = useState<PageFilters>({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const { data, isFetching } = useRoles(filters);

  const confirmDelete = (role: Role) =>
    modal.confirm({
      title: t('team:role.deleteTitle'),
      content: t('team:role.deleteBody', { name: role.name }),
      okButtonProps: { danger: true },
      okText: t('team:delete'),
      cancelText: t('team:cancel'),
      onOk: async () => {
        await deleteRole(role.id);
        feedback().message.success(t('team:role.deleted'));
        await queryClient.invalidateQueries({ queryKey: ['team'] });
      },
    });

  return (
    <section className="page-card" aria-labelledby="roles-title">
      {modalHolder}
      <ListToolbar
        titleId="roles-title"
        title={t('menu:route.systemUserRole')}
        addLabel={t('team:role.add')}
        onAdd={() => setEditing({})}
        searchLabel={t('team:role.search')}
        onSearch={(search) => setFilters((f) => ({ ...f, search, pageNum: 1 }))}
      />
      <Table<Role>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: filters.pageNum,
          pageSize: filters.pageSize,
          total: data?.total,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize })),
        }}
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
                <Button type="link" size="small" danger onClick={() => confirmDelete(role)}>
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
