import { useTranslation } from 'react-i18next';
import { useApiMode, type ApiMode } from '../lib/apiMode.ts';
import { SegmentedRadios } from './plain/SegmentedRadios.tsx';

const MODES: ApiMode[] = ['live', 'test'];

/**
 * Live or Sandbox for the /homeApi screens; the choice is shared by all of them and kept. Plain
 * radio buttons, so that the API lists need no antd for their header (issue 16).
 */
export function ApiModeSwitch() {
  const { t } = useTranslation();
  const [mode, setMode] = useApiMode();
  return (
    <SegmentedRadios
      label={t('apiAccess:mode.label')}
      name="api-mode"
      value={mode}
      onChange={setMode}
      options={MODES.map((value) => ({ value, label: t(`apiAccess:mode.${value}`) }))}
    />
  );
}
