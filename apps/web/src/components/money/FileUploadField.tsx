import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, uploadFile } from '../../lib/money/api.ts';
import { FilePickButton } from '../plain/FilePickButton.tsx';

/** What antd's Form.Item gives a control whose value is a stored upload's path. */
export interface UploadFieldProps {
  value?: string;
  onChange?: (path: string | undefined) => void;
  id?: string;
}

/**
 * A form control whose value is the stored path of one uploaded file (POST /common/upload). The
 * button is the device's own file picker, not antd's Upload (issue 16): the forms that ask for a
 * document do not pay for it.
 */
export function FileUploadField({ value, onChange, id }: UploadFieldProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const path = await uploadFile(file);
      setName(file.name);
      onChange?.(path);
    } catch {
      // The request layer has said why; the answer is empty again.
      onChange?.(undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FilePickButton
      id={id}
      accept={UPLOAD_ACCEPT}
      busy={busy}
      icon={<UploadOutlined />}
      onPick={(file) => void upload(file)}
    >
      {value ? (name ?? t('money:upload.done')) : t('money:upload.choose')}
    </FilePickButton>
  );
}
