import { Flex, Input, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { customerName, customersApi, type CustomerSearchRow } from './customersApi.ts';
import { CustomerStateTags } from './CustomerStateTags.tsx';

const PAGE_SIZE = 20;

/**
 * /ops/customers: one box searches phone, email, account number and name. The text and page live
 * in the address, so the back button from a customer's page returns to the same results.
 */
export function OpsCustomersPage() {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const results = useQuery({
    queryKey: ['ops', 'customers', 'search', keyword, page],
    queryFn: () => customersApi.search(keyword, page, PAGE_SIZE),
    enabled: keyword.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
  const columns = [
    {
      title: t('customers.name'),
      key: 'name',
      render: (_: unknown, row: CustomerSearchRow) => (
        <Typography.Text strong>{customerName(row)}</Typography.Text>
      ),
    },
    { title: t('customers.accountNo'), dataIndex: 'accountNo' },
    { title: t('customers.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
    { title: t('customers.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
    {
      title: t('customers.type'),
      key: 'type',
      render: (_: unknown, row: CustomerSearchRow) =>
        row.isMember ? (
          <Tag>
            {t('customers.member', {
              account: [row.mainAccount?.accountNo, row.mainAccount?.name]
                .filter(Boolean)
                .join(' · '),
            })}
          </Tag>
        ) : (
          t(row.userType === 1 ? 'customers.company' : 'customers.individual')
        ),
    },
    {
      title: t('customers.state'),
      key: 'state',
      render: (_: unknown, row: CustomerSearchRow) => <CustomerStateTags user={row} />,
    },
    {
      title: t('customers.created'),
      dataIndex: 'createTime',
      render: (time: string) => formatDateTime(time),
    },
  ];
  // A phone gets two columns it can read without scrolling: who (with the contact below) and state.
  const phoneColumns = [
    {
      title: t('customers.name'),
      key: 'name',
      render: (_: unknown, row: CustomerSearchRow) => (
        <Flex vertical>
          <Typography.Text strong>{customerName(row)}</Typography.Text>
          <Typography.Text type="secondary">
            {row.phone ?? row.email ?? row.accountNo}
          </Typography.Text>
        </Flex>
      ),
    },
    columns[5]!,
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('customers.title')}
      </Typography.Title>
      <Input.Search
        defaultValue={keyword}
        key={keyword}
        allowClear
        enterButton={t('customers.searchButton')}
        placeholder={t('customers.searchPlaceholder')}
        aria-label={t('customers.searchPlaceholder')}
        onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        style={{ maxWidth: 560, marginBottom: 16 }}
      />
      {keyword.trim().length < 2 ? (
        <Typography.Paragraph type="secondary">{t('customers.searchHelp')}</Typography.Paragraph>
      ) : (
        <Table
          rowKey="userId"
          loading={results.isFetching}
          dataSource={results.data?.rows ?? []}
          columns={phone ? phoneColumns : columns}
          size={phone ? 'small' : 'middle'}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: results.isError ? results.error.message : t('customers.none') }}
          onRow={(row) => ({
            onClick: () => void navigate(`/ops/customers/${row.mainUserId}`),
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: results.data?.total ?? 0,
            onChange: (next) => setParams({ q: keyword, page: String(next) }),
            showSizeChanger: false,
          }}
        />
      )}
    </>
  );
}
