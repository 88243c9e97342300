import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { payeeDestinationCountry } from '@pesa/contract';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { useUserInfo } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { PAYEE_LIST_PATH, usePayees, type Payee, type PayeeFilters } from '../api.ts';
import { accountOf } from '../../../lib/money/payeeFields.ts';
import { PayeeFormModal } from '../components/PayeeFormModal.tsx';

const AUDIT_COLORS: Record<number, string> = { [-1]: 'gold', 1: 'success', 2: 'error' };
const PAY_TYPES = [2, 3, 5, 6, 7, 100, 101, 102, 103, 400, 401];

export default function PayeesPage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const { filters, filterBy, tableProps } = usePagedFilters<PayeeFilters>();
  const [editing, setEditing] = useState<{ payee?: Payee } | null>(null);
  const payees = usePayees(filters);

  return (
    <section className="page-card" aria-labelledby="payees-title">
      <ListHeader
        titleId="payees-title"
        title={t('menu:route.assetsPayee')}
        addLabel={t('payees:add')}
        onAdd={() => setEditing({})}
        addPermission="Btn:payee:add"
        marginBottom={16}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('payees:field.name')}
          aria-label={t('payees:field.name')}
          onSearch={(name) => filterBy({ name: name || undefined })}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder={t('payees:field.payType')}
          aria-label={t('payees:field.payType')}
          style={{ width: 200 }}
          options={PAY_TYPES.map((v) => ({ value: v, label: t(`money:payType.${v}`) }))}
          onChange={(payType?: number) => filterBy({ payType })}
        />
        <Select
          allowClear
          placeholder={t('payees:field.country')}
          aria-label={t('payees:field.country')}
          style={{ width: 160 }}
          options={[254, 255].map((v) => ({ value: v, label: t(`money:country.${v}`) }))}
          onChange={(countryId?: number) => filterBy({ countryId })}
        />
      </Space>
      <Table<Payee>
        {...tableProps(payees)}
        columns={[
          {
            title: t('payees:field.name'),
            dataIndex: 'name',
            render: (name: string, p) => (
              <Link to={`${PAYEE_LIST_PATH}/detail/${p.id}`}>{name}</Link>
            ),
          },
          {
            title: t('payees:field.payType'),
            dataIndex: 'payType',
            render: (v: number) => t(`money:payType.${v}`, { defaultValue: String(v) }),
          },
          { title: t('payees:field.account'), render: (_, p) => accountOf(p) },
          {
            title: t('payees:field.country'),
            render: (_, p) => t(`money:country.${payeeDestinationCountry(p)}`),
          },
          {
            title: t('payees:field.scope'),
            render: (_, p) => t(p.scope === 1 ? 'money:scope.1' : 'money:scope.0'),
          },
          {
            title: t('payees:field.audit'),
            dataIndex: 'auditStatus',
            render: (v: number) => <Tag color={AUDIT_COLORS[v]}>{t(`payees:audit.${v}`)}</Tag>,
          },
          { title: t('payees:field.createTime'), render: (_, p) => formatDateTime(p.createTime) },
          {
            title: t('payees:actions'),
            fixed: 'right',
            render: (_, p) => (
              // No delete: recipients stay for the orders that name them (docs/permissions.md).
              <Space size={0}>
                <Link to={`${PAYEE_LIST_PATH}/detail/${p.id}`} style={{ padding: '0 15px' }}>
                  {t('payees:details')}
                </Link>
                <PermissionGate names={['Btn:payee:edit']}>
                  <Button type="link" onClick={() => setEditing({ payee: p })}>
                    {t('payees:editShort')}
                  </Button>
                </PermissionGate>
              </Space>
            ),
          },
        ]}
      />
      <PayeeFormModal
        open={editing !== null}
        payee={editing?.payee}
        defaultCountryId={info?.countryId ?? 254}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
