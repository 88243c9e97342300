import { useState } from 'react';
import { Button, Space } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/money/FileUploadField.tsx';
import { request } from '../../../lib/request/request.ts';

/**
 * A document answer: the upload button, and once a file is stored a way to look at it, so a
 * resumed draft shows what was uploaded before (through a short-lived signed link).
 */
export function KycDocumentInput({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (path: string | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const view = async () => {
    if (!value) return;
    setOpening(true);
    try {
      const url = await request.get<string>('/user/getTempUrl', { filePath: value });
      window.open(url, '_blank', 'noopener');
    } catch {
      // The request layer has told the user why.
    } finally {
      setOpening(false);
    }
  };
  return (
    <Space wrap size={4}>
      <FileUploadField id={id} value={value} onChange={onChange} />
      {value && (
        <Button type="link" icon={<EyeOutlined />} loading={opening} onClick={() => void view()}>
          {t('kyc:document.view')}
        </Button>
      )}
    </Space>
  );
}
