import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Space, Spin, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { useOpsSession } from '../useOpsSession.ts';
import { KYC_STATUS_COLOR } from '../kyc/kycView.ts';
import {
  ACTION_ROLES,
  customerName,
  customersApi,
  type CustomerAction,
  type CustomerUser,
  type LedgerAccountRow,
} from './customersApi.ts';
import { CustomerActionDialog } from './CustomerActionDialog.tsx';
import { CustomerHistoryTabs } from './CustomerHistoryTabs.tsx';
import { CustomerStateTags } from './CustomerStateTags.tsx';
import { useCustomerNames } from './useCustomerNames.ts';

/**
 * /ops/customers/:userId: one business (main account) as the console sees it, with the actions
 * the operator's role allows. The server decides every action; the buttons only follow it.
 */
export function OpsCustomerPage() {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const role = useOpsSession().data?.role ?? 'support';
  const [pending, setPending] = useState<{ action: CustomerAction; user: CustomerUser } | null>(
    null,
  );
  const detail = useQuery({
    queryKey: ['ops', 'customers', 'detail', userId],
    queryFn: () => customersApi.detail(userId),
    enabled: userId > 0,
  });
  // The KYC/KYB name the business is known by, as the queues name it.
  const verified = useCustomerNames(detail.data ? [detail.data.profile.mainUserId] : []);
  const may = (action: CustomerAction) => ACTION_ROLES[action].includes(role);
  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined />}
      onClick={() => void navigate(-1)}
      style={{ paddingInline: 0 }}
    >
      {t('customers.back')}
    </Button>
  );
  if (detail.isPending) return <Spin />;
  if (detail.isError)
    return (
      <>
        {back}
        <Alert type="error" showIcon message={detail.error.message} />
      </>
    );
  const { profile, members, kyc, wallets, apiAccounts, apiAccess, sessions } = detail.data;
  const name = verified(profile.userId)?.name || customerName(profile);
  // Only while a lock holds; nothing otherwise (an empty group would still take a gap).
  const unlockButtons = (user: CustomerUser) => {
    const login = user.loginLockedUntil && may('unlockLogin');
    const fund = user.fundLockedUntil && may('unlockFundPassword');
    if (!login && !fund) return null;
    return (
      <Space wrap size={4}>
        {login && (
          <Button size="small" onClick={() => setPending({ action: 'unlockLogin', user })}>
            {t('customers.actions.unlockLogin.button')}
          </Button>
        )}
        {fund && (
          <Button size="small" onClick={() => setPending({ action: 'unlockFundPassword', user })}>
            {t('customers.actions.unlockFundPassword.button')}
          </Button>
        )}
      </Space>
    );
  };
  const accountColumns = [
    { title: t('customers.currency'), dataIndex: 'currencyCode' },
    {
      title: t('customers.account'),
      key: 'kind',
      render: (_: unknown, a: LedgerAccountRow) => (
        <>
          {t(`customers.kinds.${a.kind}`, { defaultValue: a.kind })}
          {a.mode === 'test' && (
            <Tag style={{ marginInlineStart: 8 }}>{t('customers.sandbox')}</Tag>
          )}
        </>
      ),
    },
    {
      title: t('customers.balance'),
      key: 'balance',
      align: 'right' as const,
      render: (_: unknown, a: LedgerAccountRow) => formatMoney(a.balance, a.currencyCode),
    },
  ];
  const card = { size: 'small' as const, style: { marginBottom: 16 } };
  // Side by side on a wide screen; stacked (no basis, which would become a height) on a phone.
  const side = phone ? {} : { flex: '1 1 360px', minWidth: 0 };
  return (
    <>
      {back}
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap align="center">
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="customer-name">
            {name}
          </Typography.Title>
          <CustomerStateTags user={profile} />
        </Space>
        <Space wrap>
          {unlockButtons(profile)}
          {/* One main action; a ternary, as Space keeps a gap for a `false` child. */}
          {profile.suspendedAt ? (
            may('reactivate') ? (
              <Button
                type="primary"
                onClick={() => setPending({ action: 'reactivate', user: profile })}
              >
                {t('customers.actions.reactivate.button')}
              </Button>
            ) : null
          ) : may('suspend') ? (
            <Button danger onClick={() => setPending({ action: 'suspend', user: profile })}>
              {t('customers.actions.suspend.button')}
            </Button>
          ) : null}
        </Space>
      </Flex>
      {profile.suspendedAt && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('customers.suspendedSince', { time: formatDateTime(profile.suspendedAt) })}
          description={profile.suspendReason}
        />
      )}
      <Card {...card} title={t('customers.profile')}>
        <Descriptions size="small" column={phone ? 1 : { md: 2, lg: 3 }}>
          <Descriptions.Item label={t('customers.accountNo')}>
            {profile.accountNo}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.userId')}>{profile.userId}</Descriptions.Item>
          <Descriptions.Item label={t('customers.type')}>
            {t(profile.userType === 1 ? 'customers.company' : 'customers.individual')}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.phone')}>{profile.phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('customers.email')}>{profile.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('customers.language')}>
            {profile.language === 'zh_CN' ? '中文' : 'English'}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.created')}>
            {formatDateTime(profile.createTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.kyc')}>
            {kyc ? (
              <Tag color={KYC_STATUS_COLOR[kyc.status]}>{t(`kyc.statuses.${kyc.status}`)}</Tag>
            ) : (
              <Tag>{t('kyc.statuses.-1')}</Tag>
            )}
            {kyc?.rejectReason}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.fundPassword')}>
            {profile.fundPasswordSet ? t('customers.set') : t('customers.notSet')}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.failedLogins')}>
            {profile.loginLockedUntil
              ? t('customers.lockedUntil', { time: formatDateTime(profile.loginLockedUntil) })
              : profile.failedLogins}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.failedFund')}>
            {profile.fundLockedUntil
              ? t('customers.lockedUntil', { time: formatDateTime(profile.fundLockedUntil) })
              : profile.fundFailedAttempts}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Flex gap={phone ? 0 : 16} wrap vertical={phone}>
        <Card {...card} title={t('customers.wallets')} style={{ ...card.style, ...side }}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={wallets}
            columns={accountColumns}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('customers.empty') }}
          />
        </Card>
        <Card {...card} title={t('customers.api')} style={{ ...card.style, ...side }}>
          {apiAccess ? (
            <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t('customers.company')}>
                {apiAccess.companyName}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.apiStatus')}>
                {t(`customers.apiStatuses.${apiAccess.auditStatus}`, {
                  defaultValue: String(apiAccess.auditStatus),
                })}
              </Descriptions.Item>
              {apiAccess.keys.map((key) => (
                <Descriptions.Item
                  key={key.accessKey}
                  label={t('customers.key', { mode: key.mode })}
                >
                  <Typography.Text code copyable>
                    {key.accessKey}
                  </Typography.Text>
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Typography.Paragraph type="secondary">{t('customers.noApi')}</Typography.Paragraph>
          )}
          {apiAccounts.length > 0 && (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={apiAccounts}
              columns={accountColumns}
              scroll={{ x: 'max-content' }}
            />
          )}
        </Card>
      </Flex>
      {members.length > 0 && (
        <Card {...card} title={t('customers.members')}>
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            dataSource={members}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('customers.name'),
                key: 'name',
                render: (_: unknown, m: CustomerUser) => customerName(m),
              },
              { title: t('customers.phone'), dataIndex: 'phone' },
              {
                title: t('customers.state'),
                key: 'state',
                render: (_: unknown, m: CustomerUser) => <CustomerStateTags user={m} />,
              },
              {
                title: '',
                key: 'actions',
                render: (_: unknown, m: CustomerUser) => unlockButtons(m),
              },
            ]}
          />
        </Card>
      )}
      <Card {...card} title={t('customers.sessions', { count: sessions.length })}>
        <Table
          data-testid="customer-sessions"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={sessions}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('customers.noSessions') }}
          columns={[
            { title: t('customers.accountNo'), dataIndex: 'accountNo' },
            { title: t('customers.ip'), dataIndex: 'ip' },
            {
              title: t('customers.signedIn'),
              dataIndex: 'createdAt',
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('customers.lastSeen'),
              dataIndex: 'lastSeenAt',
              render: (v: string) => formatDateTime(v),
            },
          ]}
        />
      </Card>
      <Card {...card}>
        <CustomerHistoryTabs userId={profile.userId} />
      </Card>
      <CustomerActionDialog
        action={pending?.action ?? null}
        userId={pending?.user.userId ?? profile.userId}
        name={pending ? customerName(pending.user) : name}
        onClose={() => setPending(null)}
      />
    </>
  );
}
