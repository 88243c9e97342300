import { Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActiveStatus } from '../api.ts';

/** Enabled (0) or disabled (1), for roles and members. */
export function StatusTag({ status }: { status: ActiveStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 0 ? 'success' : 'default'}>
      {t(status === 0 ? 'team:status.0' : 'team:status.1')}
    </Tag>
  );
}

/** The status choice of the role and member forms, as a form control. */
export function StatusRadio({
  value,
  onChange,
  id,
}: {
  value?: ActiveStatus;
  onChange?: (status: ActiveStatus) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(e) => onChange?.(e.target.value as ActiveStatus)}
      options={[
        { value: 0, label: t('team:status.0') },
        { value: 1, label: t('team:status.1') },
      ]}
    />
  );
}
