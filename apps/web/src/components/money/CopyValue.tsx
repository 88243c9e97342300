import { Button, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';

/** A value with a copy button; says so when the browser refuses to copy. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      feedback().message.success(t('money:copy.done'));
    } catch {
      feedback().message.warning(t('money:copy.failed'));
    }
  };
  return (
    <Space size={4} wrap>
      <Typography.Text strong copyable={false} data-testid={`copy-${label}`}>
        {value}
      </Typography.Text>
      <Button
        size="small"
        type="text"
        icon={<CopyOutlined />}
        onClick={copy}
        aria-label={`${t('money:copy.button')} ${label}`}
      />
    </Space>
  );
}
