import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiMode } from '@pesa/contract';
import { useApiMode } from '../lib/apiMode.ts';

/** Live money or the sandbox: one switch shared by every /homeApi screen. */
export function ApiModeSwitch() {
  const { t } = useTranslation();
  const [mode, setMode] = useApiMode();
  return (
    <Segmented<ApiMode>
      aria-label={t('apiMoney:mode.label')}
      value={mode}
      onChange={setMode}
      options={[
        { value: 'live', label: t('apiMoney:mode.live') },
        { value: 'test', label: t('apiMoney:mode.test') },
      ]}
    />
  );
}
