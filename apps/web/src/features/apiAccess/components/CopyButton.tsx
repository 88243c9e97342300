import { Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';

/** Copies `value`; `label` names what is copied, for the button's accessible name. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      feedback().message.success(t('apiAccess:credentials.copied'));
    } catch {
      feedback().message.warning(t('apiAccess:credentials.copyFailed'));
    }
  };
  const name = t('apiAccess:credentials.copy', { what: label });
  return (
    <Tooltip title={name}>
      <Button size="small" type="text" icon={<CopyOutlined />} aria-label={name} onClick={copy} />
    </Tooltip>
  );
}
