import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { deleteMember, useMembers, type Member, type PageFilters } from '../api.ts';
import { ListToolbar } from '../components/ListToolbar.tsx';
import {
  LazyMemberFormModal,
  LazyResetPasswordModal,
  LazyTeamDeleteConfirm,
  prefetchTeamDialog,
} from '../components/LazyTeamDialogs.tsx';
import type { DeleteRequest } from '../components/TeamDeleteConfirm.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import '../team.css';

const orDash = (text: string) => text || '-';
const prefetchMemberForm = () => prefetchTeamDialog('member');

/**
 * Team members of the main account, with their role and whether they may sign in. The list is
 * plain and its dialogs load when first opened, so that a phone's first visit stays within its
 * budget (issue 16).
 */
export default function TeamPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { data: info } = useUserInfo();
  const { filters, filterBy, setPage } = usePagedFilters<PageFilters>();
  const [editing, setEditing] = useState<{ member?: Member } | null>(null);
  const [resetting, setResetting] = useState<Member>();
  const [deleting, setDeleting] = useState<DeleteRequest>();
  const { data, isFetching } = useMembers(filters);

  return (
    <section className="page-card plain-screen" aria-labelledby="team-title">
      <ListToolbar
        titleId="team-title"
        title={t('menu:route.systemUserTeam')}
        addLabel={t('team:member.add')}
        onAdd={() => setEditing({})}
        onNearAdd={prefetchMemberForm}
        searchLabel={t('team:member.search')}
        onSearch={(search) => filterBy({ search })}
      />
      <PlainTable<Member>
        rowKey={(m) => m.id}
        rows={data?.rows}
        loading={isFetching}
        empty={t('team:member.empty')}
        columns={[
          { key: 'userName', title: t('team:field.userName'), render: (m) => m.userName },
          { key: 'email', title: t('team:field.email'), render: (m) => orDash(m.email) },
          { key: 'phone', title: t('team:field.phone'), render: (m) => orDash(m.phonenumber) },
          {
            key: 'role',
            title: t('team:field.role'),
            render: (m) => <span className="team-wrap">{orDash(m.roleName)}</span>,
          },
          {
            key: 'status',
            title: t('team:field.status'),
            render: (m) => <StatusTag status={m.status} />,
          },
          {
            key: 'remark',
            title: t('team:field.remark'),
            render: (m) => <span className="team-wrap">{orDash(m.remark)}</span>,
          },
          {
            key: 'actions',
            title: t('team:actions'),
            // Pinned on wide screens only: on a phone it would cover the other columns.
            pinned: !isPhone,
            render: (member) => (
              <span className="team-actions">
                <button
                  type="button"
                  className="plain-link"
                  onClick={() => setEditing({ member })}
                  onPointerEnter={prefetchMemberForm}
                >
                  {t('team:edit')}
                </button>
                <button
                  type="button"
                  className="plain-link"
                  onClick={() => setResetting(member)}
                  onPointerEnter={() => prefetchTeamDialog('reset')}
                >
                  {t('team:reset.action')}
                </button>
                <button
                  type="button"
                  className="plain-link is-danger"
                  onClick={() =>
                    setDeleting({ name: member.userName, remove: () => deleteMember(member.id) })
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
      <LazyMemberFormModal
        open={editing !== null}
        member={editing?.member}
        defaultCountryId={info?.countryId ?? 254}
        onClose={() => setEditing(null)}
      />
      <LazyResetPasswordModal member={resetting} onClose={() => setResetting(undefined)} />
      <LazyTeamDeleteConfirm textKeys="team:member." request={deleting} />
    </section>
  );
}
