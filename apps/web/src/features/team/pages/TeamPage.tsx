import { useState } from 'react';
import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { deleteMember, useMembers, type Member, type PageFilters } from '../api.ts';
import { useTeamDeleteConfirm } from '../useTeamDeleteConfirm.ts';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { MemberFormModal } from '../components/MemberFormModal.tsx';
import { ResetPasswordModal } from '../components/ResetPasswordModal.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import '../team.css';

const orDash = (text: string) => text || '-';

/** Team members of the main account, with their role and whether they may sign in. */
export default function TeamPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { data: info } = useUserInfo();
  const [confirmDelete, confirmHolder] = useTeamDeleteConfirm('team:member.');
  const { filters, filterBy, tableProps } = usePagedFilters<PageFilters>();
  const [editing, setEditing] = useState<{ member?: Member } | null>(null);
  const [resetting, setResetting] = useState<Member>();
  const members = useMembers(filters);

  return (
    <section className="page-card" aria-labelledby="team-title">
      {confirmHolder}
      <ListToolbar
        titleId="team-title"
        title={t('menu:route.systemUserTeam')}
        addLabel={t('team:member.add')}
        onAdd={() => setEditing({})}
        searchLabel={t('team:member.search')}
        onSearch={(search) => filterBy({ search })}
      />
      <Table<Member>
        {...tableProps(members)}
        columns={[
          { title: t('team:field.userName'), dataIndex: 'userName' },
          { title: t('team:field.email'), render: (_, m) => orDash(m.email) },
          { title: t('team:field.phone'), render: (_, m) => orDash(m.phonenumber) },
          {
            title: t('team:field.role'),
            render: (_, m) => <span className="team-wrap">{orDash(m.roleName)}</span>,
          },
          {
            title: t('team:field.status'),
            dataIndex: 'status',
            render: (status: Member['status']) => <StatusTag status={status} />,
          },
          {
            title: t('team:field.remark'),
            render: (_, m) => <span className="team-wrap">{orDash(m.remark)}</span>,
          },
          {
            title: t('team:actions'),
            // Pinned on wide screens only: on a phone it would cover the other columns.
            fixed: isPhone ? undefined : 'right',
            render: (_, member) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ member })}>
                  {t('team:edit')}
                </Button>
                <Button type="link" size="small" onClick={() => setResetting(member)}>
                  {t('team:reset.action')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(member.userName, () => deleteMember(member.id))}
                >
                  {t('team:delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <MemberFormModal
        open={editing !== null}
        member={editing?.member}
        defaultCountryId={info?.countryId ?? 254}
        onClose={() => setEditing(null)}
      />
      <ResetPasswordModal member={resetting} onClose={() => setResetting(undefined)} />
    </section>
  );
}
