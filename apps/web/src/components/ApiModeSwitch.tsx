import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMode, type ApiMode } from '../lib/apiMode.ts';

/** Live or Sandbox for the /homeApi screens; the choice is shared by all of them and kept. */
export function ApiModeSwitch() {
  const { t } = useTranslation();
  const [mode, setMode] = useApiMode();
  return (
    <Segmented<ApiMode>
      value={mode}
      onChange={setMode}
      aria-label={t('apiAccess:mode.label')}
      options={[
        { value: 'live', label: t('apiAccess:mode.live') },
        { value: 'test', label: t('apiAccess:mode.test') },
      ]}
    />
  );
}
