import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerUser } from './customersApi.ts';

/** Suspended, locked out or switched off: what stops this user now; "Active" otherwise. */
export function CustomerStateTags({ user }: { user: CustomerUser }) {
  const { t } = useTranslation('ops');
  const tags = [
    user.suspendedAt && (
      <Tag key="s" color="red">
        {t('customers.suspended')}
      </Tag>
    ),
    user.memberDisabled && <Tag key="d">{t('customers.memberDisabled')}</Tag>,
    user.loginLockedUntil && (
      <Tag key="l" color="orange">
        {t('customers.loginLocked')}
      </Tag>
    ),
    user.fundLockedUntil && (
      <Tag key="f" color="orange">
        {t('customers.fundLocked')}
      </Tag>
    ),
  ].filter(Boolean);
  return (
    <Space size={[0, 4]} wrap>
      {tags.length > 0 ? tags : <Tag color="green">{t('customers.active')}</Tag>}
    </Space>
  );
}
