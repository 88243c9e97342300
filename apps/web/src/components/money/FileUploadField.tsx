import { useState } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, uploadFile } from '../../lib/money/api.ts';

/** What antd's Form.Item gives a control whose value is a stored upload's path. */
export interface UploadFieldProps {
  value?: string;
  onChange?: (path: string | undefined) => void;
  id?: string;
}

/** A form control whose value is the stored path of one uploaded file (POST /common/upload). */
export function FileUploadField({ value, onChange, id }: UploadFieldProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={UPLOAD_ACCEPT}
      maxCount={1}
      showUploadList={false}
      customRequest={async ({ file }) => {
        setBusy(true);
        try {
          const path = await uploadFile(file as File);
          setName((file as File).name);
          onChange?.(path);
        } catch {
          onChange?.(undefined);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button id={id} icon={<UploadOutlined />} loading={busy}>
        {value ? (name ?? t('money:upload.done')) : t('money:upload.choose')}
      </Button>
    </Upload>
  );
}
