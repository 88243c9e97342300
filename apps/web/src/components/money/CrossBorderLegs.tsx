import { Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LegStep } from '../../lib/money/api.ts';
import { formatDateTime } from '../../lib/format.ts';

const FAILED = new Set(['FAIL', 'DECLARE_FAIL', 'RETURNED', 'UN_RETURNED']);
const DONE = new Set(['SUCCESS', 'REMIT_SUCCESS']);

/** How the leg's last step shows: failed in red, done with a tick, else still under way. */
const stateOf = (last = '') => (FAILED.has(last) ? 'error' : DONE.has(last) ? 'finish' : 'process');

/**
 * A cross-border send's two legs on its timeline: the verification (our review, then the
 * partner's declaration) and the remittance (the money out, or back). Each step is a status the
 * order reached, with its time; the last one is where the leg stands.
 */
export function CrossBorderLegs({
  legs,
}: {
  legs: { verification: LegStep[]; remittance: LegStep[] };
}) {
  const { t } = useTranslation('money');
  const leg = (name: 'verification' | 'remittance', steps: LegStep[]) => (
    <div data-testid={`order-leg-${name}`} style={{ marginTop: 16 }}>
      <Typography.Text strong>{t(`legs.${name}`)}</Typography.Text>
      <Steps
        direction="vertical"
        size="small"
        style={{ marginTop: 8 }}
        current={steps.length - 1}
        status={stateOf(steps.at(-1)?.status)}
        items={steps.map((step) => ({
          title: t(`legs.${name}Status.${step.status}`),
          description: formatDateTime(step.time),
        }))}
      />
    </div>
  );
  return (
    <>
      {leg('verification', legs.verification)}
      {leg('remittance', legs.remittance)}
    </>
  );
}
