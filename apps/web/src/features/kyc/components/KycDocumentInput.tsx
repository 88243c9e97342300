import { useTranslation } from 'react-i18next';
import {
  FileUploadField,
  type UploadFieldProps,
} from '../../../components/money/FileUploadField.tsx';
import { ViewStoredFileButton } from '../../../components/ViewStoredFileButton.tsx';

/**
 * A document answer: the upload button, and once a file is stored a way to look at it, so a
 * resumed draft shows what was uploaded before (through a short-lived signed link).
 */
export function KycDocumentInput({ value, onChange, id }: UploadFieldProps) {
  const { t } = useTranslation();
  return (
    <span className="kyc-document-input">
      <FileUploadField id={id} value={value} onChange={onChange} />
      {value && <ViewStoredFileButton path={value}>{t('kyc:document.view')}</ViewStoredFileButton>}
    </span>
  );
}
