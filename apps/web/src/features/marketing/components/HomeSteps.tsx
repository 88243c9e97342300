import { useTranslation } from 'react-i18next';
import { SectionBlock } from './SectionBlock.tsx';

const steps = ['register', 'verify', 'fund', 'send'] as const;

export function HomeSteps() {
  const { t } = useTranslation('marketing');
  return (
    <SectionBlock id="steps" title={t('home.steps.title')}>
      <div className="mk-grid mk-grid-tall mk-grid-sm-2 mk-grid-lg-4" role="list">
        {steps.map((key, index) => (
          <div key={key} role="listitem">
            <div className="mk-step-number" aria-hidden>
              {index + 1}
            </div>
            <h3 style={{ fontSize: 18 }}>{t(`home.steps.${key}.title`)}</h3>
            <p className="mk-muted" style={{ lineHeight: 1.7 }}>
              {t(`home.steps.${key}.body`)}
            </p>
          </div>
        ))}
      </div>
    </SectionBlock>
  );
}
