import { useTranslation } from 'react-i18next';
import { PlainSteps } from '../../../components/plain/PlainSteps.tsx';

const STEPS = ['recipient', 'option', 'amount', 'confirm'] as const;

/** Where the send stands: the four steps in order, done ones ticked and the current one marked. */
export function StepProgress({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <PlainSteps
      className="send-steps"
      label={t('send:stepsLabel')}
      current={current}
      titles={STEPS.map((key) => t(`send:step.${key}`))}
    />
  );
}
