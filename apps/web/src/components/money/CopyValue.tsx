import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { feedback } from '../../lib/feedback.ts';
import '../plain/plain.css';

/** Puts a value on the clipboard and says whether it worked. */
export async function copyText(value: string, t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    feedback().message.success(t('money:copy.done'));
  } catch {
    feedback().message.warning(t('money:copy.failed'));
  }
}

/**
 * A value with a copy button; says so when the browser refuses to copy. Plain elements: the
 * screens that show one (top-up details, virtual accounts, the profile) need no antd for it.
 * A `short` one (a long hash in a table cell) is cut to its column, the whole in its title.
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
  return (
    <span className="copy-value">
      {short ? (
        <span className="copy-value-short" title={value} data-testid={`copy-${label}`}>
          {value}
        </span>
      ) : (
        <strong data-testid={`copy-${label}`}>{value}</strong>
      )}
      <button
        type="button"
        className="plain-icon-button"
        onClick={() => void copyText(value, t)}
        aria-label={`${t('money:copy.button')} ${label}`}
      >
        <CopyOutlined />
      </button>
    </span>
  );
}
