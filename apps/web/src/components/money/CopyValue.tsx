import { Button, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';

/**
 * A value with a copy button; says so when the browser refuses to copy. A `short` one (a long
 * hash in a table cell) is cut to its column with the whole value in a tooltip.
 */
export function CopyValue({
  value,
  label,
  short = false,
}: {
  value: string;
  label: string;
  short?: boolean;
}) {
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
      <Typography.Text
        strong={!short}
        ellipsis={short ? { tooltip: value } : false}
        style={short ? { maxWidth: 220 } : undefined}
        data-testid={`copy-${label}`}
      >
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
