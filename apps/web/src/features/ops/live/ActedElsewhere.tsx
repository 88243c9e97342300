import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { auditActionLabel } from '../audit/auditTexts.ts';
import { useDecidedElsewhere } from './decidedElsewhere.ts';

/**
 * In an open detail: says at once that another operator has just acted on this item (`target`
 * as the audit names it, e.g. `order:12`). The decision buttons stay: a KYB's first review still
 * waits for a second operator, and a decision that came too late is refused by the server with
 * its own clear message.
 */
export function ActedElsewhere({ target }: { target: string }) {
  const { t } = useTranslation('ops');
  const event = useDecidedElsewhere(target);
  if (!event) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="ops-acted-elsewhere"
      style={{ marginBottom: 16 }}
      message={t('live.actedElsewhere', {
        operator: event.operator,
        action: auditActionLabel(t, event.shownAction),
        time: formatDateTime(event.time),
      })}
    />
  );
}
