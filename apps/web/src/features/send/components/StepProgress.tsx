import { useTranslation } from 'react-i18next';

const STEPS = ['recipient', 'option', 'amount', 'confirm'] as const;

/** Where the send stands: the four steps in order, done ones ticked and the current one marked. */
export function StepProgress({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <ol className="send-steps" aria-label={t('send:stepsLabel')}>
      {STEPS.map((key, index) => {
        const state = index < current ? 'is-done' : index === current ? 'is-current' : '';
        return (
          <li
            key={key}
            className={`send-step ${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="send-step-mark" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="send-step-title">{t(`send:step.${key}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
