import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, uploadFile } from '../../lib/money/api.ts';
import { FilePickButton } from '../plain/FilePickButton.tsx';

/**
 * FileUploadField for a plain form: one uploaded file's stored path (POST /common/upload) as the
 * value, picked with the device's own file picker, without antd's Upload (issue 16).
 */
export function PlainFileUploadField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange: (path: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    setBusy(true);
    try {
      const path = await uploadFile(file);
      setName(file.name);
      onChange(path);
    } catch {
      // The request layer has shown why; nothing is attached.
      onChange(undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <FilePickButton
        id={id}
        accept={UPLOAD_ACCEPT}
        busy={busy}
        icon={<UploadOutlined />}
        onPick={(file) => void pick(file)}
      >
        {value ? (name ?? t('money:upload.done')) : t('money:upload.choose')}
      </FilePickButton>
    </div>
  );
}
