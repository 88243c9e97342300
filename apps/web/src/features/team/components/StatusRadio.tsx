import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActiveStatus } from '../api.ts';

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
