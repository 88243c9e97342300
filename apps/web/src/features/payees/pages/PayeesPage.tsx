import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { payeeDestinationCountry } from '@pesa/contract';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainSelect } from '../../../components/plain/PlainSelect.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { SearchField } from '../../../components/plain/SearchField.tsx';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';
import { useUserInfo } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { PAYEE_LIST_PATH, usePayees, type Payee, type PayeeFilters } from '../api.ts';
import { accountOf } from '../../../lib/money/payeeFields.ts';
import { LazyPayeeFormModal, prefetchPayeeForm } from '../components/LazyPayeeFormModal.tsx';
import '../payees.css';

const AUDIT_TONES: Record<number, string> = { [-1]: 'gold', 1: 'success', 2: 'error' };
const PAY_TYPES = [2, 3, 5, 6, 7, 100, 101, 102, 103];
/** A China bank account is one choice in the filter: 400 is paid from Tanzania, 401 from Kenya. */
const chinaPayType = (countryId: number | undefined) => (countryId === 255 ? 400 : 401);
const COUNTRIES = [254, 255];

/**
 * Recipient Management: the account's recipients with filters, pages, and the add and edit
 * form. The list is plain (no antd table or selects) and the form loads when first opened, so
 * that a phone's first visit stays within its budget (issue 16).
 */
export default function PayeesPage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const { filters, filterBy, setPage } = usePagedFilters<PayeeFilters>();
  const [editing, setEditing] = useState<{ payee?: Payee } | null>(null);
  const { data, isFetching } = usePayees(filters);
  const detailLink = (p: Payee, text: string) => (
    <Link to={`${PAYEE_LIST_PATH}/detail/${p.id}`}>{text}</Link>
  );

  return (
    <section className="page-card plain-screen" aria-labelledby="payees-title">
      <ListHeader
        titleId="payees-title"
        title={t('menu:route.assetsPayee')}
        addLabel={t('payees:add')}
        onAdd={() => setEditing({})}
        onNearAdd={prefetchPayeeForm}
        addPermission="Btn:payee:add"
        marginBottom={16}
      />
      <div className="plain-filters">
        <SearchField
          label={t('payees:field.name')}
          width={220}
          onSearch={(name) => filterBy({ name })}
        />
        <PlainSelect
          label={t('payees:field.payType')}
          width={200}
          value={filters.payType}
          options={[...PAY_TYPES, chinaPayType(filters.countryId ?? info?.countryId)].map((v) => ({
            value: v,
            label: t(`money:payType.${v}`),
          }))}
          onChange={(payType) => filterBy({ payType })}
        />
        <PlainSelect
          label={t('payees:field.country')}
          width={160}
          value={filters.countryId}
          options={COUNTRIES.map((v) => ({ value: v, label: t(`money:country.${v}`) }))}
          onChange={(countryId) => filterBy({ countryId })}
        />
      </div>
      <PlainTable<Payee>
        rowKey={(p) => p.id}
        rows={data?.rows}
        loading={isFetching}
        empty={t('payees:empty')}
        columns={[
          { key: 'name', title: t('payees:field.name'), render: (p) => detailLink(p, p.name) },
          {
            key: 'payType',
            title: t('payees:field.payType'),
            render: (p) => t(`money:payType.${p.payType}`, { defaultValue: String(p.payType) }),
          },
          { key: 'account', title: t('payees:field.account'), render: (p) => accountOf(p) },
          {
            key: 'country',
            title: t('payees:field.country'),
            render: (p) => t(`money:country.${payeeDestinationCountry(p)}`),
          },
          {
            key: 'scope',
            title: t('payees:field.scope'),
            render: (p) => t(p.scope === 1 ? 'money:scope.1' : 'money:scope.0'),
          },
          {
            key: 'audit',
            title: t('payees:field.audit'),
            render: (p) => (
              <StatusTag tone={AUDIT_TONES[p.auditStatus]}>
                {t(`payees:audit.${p.auditStatus}`)}
              </StatusTag>
            ),
          },
          {
            key: 'createTime',
            title: t('payees:field.createTime'),
            render: (p) => formatDateTime(p.createTime),
          },
          {
            key: 'actions',
            title: t('payees:actions'),
            pinned: true,
            // Delete lives on the detail page, where the recipient is seen in full before it goes.
            render: (p) => (
              <span className="payee-actions">
                {detailLink(p, t('payees:details'))}
                <PermissionGate names={['Btn:payee:edit']}>
                  <button
                    type="button"
                    className="plain-link"
                    onClick={() => setEditing({ payee: p })}
                    onPointerEnter={prefetchPayeeForm}
                  >
                    {t('payees:editShort')}
                  </button>
                </PermissionGate>
              </span>
            ),
          },
        ]}
      />
      <Pager {...filters} total={data?.total} onPage={setPage} />
      <LazyPayeeFormModal
        open={editing !== null}
        payee={editing?.payee}
        defaultCountryId={info?.countryId ?? 254}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
