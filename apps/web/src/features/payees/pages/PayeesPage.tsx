import { useState } from 'react';
import { Button, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { useUserInfo } from '../../../lib/session.ts';
import { feedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { deletePayee, usePayees, type Payee, type PayeeFilters } from '../api.ts';
import { accountOf } from '../payeeFields.ts';
import { PayeeFormModal } from '../components/PayeeFormModal.tsx';

const AUDIT_COLORS: Record<number, string> = { [-1]: 'gold', 1: 'success', 2: 'error' };
const PAY_TYPES = [2, 3, 5, 6, 7, 100, 101, 102, 103, 400, 401];

export default function PayeesPage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [filters, setFilters] = useState<PayeeFilters>({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ payee?: Payee } | null>(null);
  const { data, isFetching } = usePayees(filters);

  const confirmDelete = (payee: Payee) =>
    modal.confirm({
      title: t('payees:deleteTitle'),
      content: t('payees:deleteBody', { name: payee.name }),
      okButtonProps: { danger: true },
      okText: t('payees:delete'),
      cancelText: t('payees:cancel'),
      onOk: async () => {
        await deletePayee(payee.id);
        feedback().message.success(t('payees:deleted'));
        await queryClient.invalidateQueries({ queryKey: ['payee'] });
      },
    });

  return (
    <section className="page-card" aria-labelledby="payees-title">
      {modalHolder}
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={2} id="payees-title" style={{ margin: 0 }}>
          {t('menu:route.assetsPayee')}
        </Typography.Title>
        <PermissionGate names={['Btn:payee:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('payees:add')}
          </Button>
        </PermissionGate>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('payees:field.name')}
          aria-label={t('payees:field.name')}
          onSearch={(name) => setFilters((f) => ({ ...f, name: name || undefined, pageNum: 1 }))}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder={t('payees:field.payType')}
          aria-label={t('payees:field.payType')}
          style={{ width: 200 }}
          options={PAY_TYPES.map((v) => ({ value: v, label: t(`money:payType.${v}`) }))}
          onChange={(payType?: number) => setFilters((f) => ({ ...f, payType, pageNum: 1 }))}
        />
        <Select
          allowClear
          placeholder={t('payees:field.country')}
          aria-label={t('payees:field.country')}
          style={{ width: 160 }}
          options={[254, 255].map((v) => ({ value: v, label: t(`money:country.${v}`) }))}
          onChange={(countryId?: number) => setFilters((f) => ({ ...f, countryId, pageNum: 1 }))}
        />
      </Space>
      <Table<Payee>
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
          { title: t('payees:field.name'), dataIndex: 'name' },
          {
            title: t('payees:field.payType'),
            dataIndex: 'payType',
            render: (v: number) => t(`money:payType.${v}`, { defaultValue: String(v) }),
          },
          { title: t('payees:field.account'), render: (_, p) => accountOf(p) },
          { title: t('payees:field.country'), render: (_, p) => t(`money:country.${p.countryId}`) },
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
              <Space size={0}>
                <PermissionGate names={['Btn:payee:edit']}>
                  <Button type="link" onClick={() => setEditing({ payee: p })}>
                    {t('payees:editShort')}
                  </Button>
                </PermissionGate>
                <PermissionGate names={['Btn:payee:delete']}>
                  <Button type="link" danger onClick={() => confirmDelete(p)}>
                    {t('payees:delete')}
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
