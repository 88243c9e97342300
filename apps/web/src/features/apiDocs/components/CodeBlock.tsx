import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/money/CopyValue.tsx';

/** A block of code as text, with a copy button; the examples are shown exactly as tested. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="api-docs-code">
      <div className="api-docs-code-bar">
        <span className="text-secondary">{label}</span>
        <button
          type="button"
          className="plain-icon-button"
          title={t('apiDocs:copy')}
          aria-label={`${t('apiDocs:copy')} ${label}`}
          onClick={() => void copyText(code, t)}
        >
          <CopyOutlined />
        </button>
      </div>
      <pre tabIndex={0} aria-label={label}>
        <code>{code.trimEnd()}</code>
      </pre>
    </div>
  );
}
