import { useState, type ReactNode } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiModeSwitch } from '../../../components/ApiModeSwitch.tsx';
import { useApiMode } from '../../../lib/apiMode.ts';

/**
 * An API screen's title with the live/test switch and, on lists, the CSV export of the current
 * filter. In test mode a banner says that nothing shown is real money.
 */
export function ApiScreenHeader({
  titleId,
  title,
  onExport,
}: {
  titleId: string;
  title: ReactNode;
  onExport?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [mode] = useApiMode();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={2} id={titleId} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          <ApiModeSwitch />
          {onExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv}>
              {t('apiMoney:export')}
            </Button>
          )}
        </Space>
      </Space>
      {mode === 'test' && (
        <Alert
          type="warning"
          showIcon
          title={t('apiMoney:mode.testBanner')}
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  );
}
