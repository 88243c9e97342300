import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A block of code as text, with a copy button; the examples are shown exactly as tested. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="api-docs-code">
      <div className="api-docs-code-bar">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text copyable={{ text: code, tooltips: [t('apiDocs:copy'), undefined] }} />
      </div>
      <pre tabIndex={0} aria-label={label}>
        <code>{code.trimEnd()}</code>
      </pre>
    </div>
  );
}
