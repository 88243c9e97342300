import { useTranslation } from 'react-i18next';
import { MarketingPage } from './MarketingPage.tsx';
import { PageContainer } from './PageContainer.tsx';
import { PageHeading } from './PageHeading.tsx';

type LegalSection = { title: string; paragraphs?: string[]; items?: string[] };

type LegalDocumentProps = { documentKey: 'privacy' | 'terms' };

// The privacy notice and the terms share one layout; their text lives in the marketing catalog
// as a list of sections so both languages keep the same structure.
export function LegalDocument({ documentKey }: LegalDocumentProps) {
  const { t } = useTranslation('marketing');
  const sections = t(`${documentKey}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <MarketingPage testId={`${documentKey}-document`}>
      <PageContainer narrow>
        <article>
          <PageHeading title={t(`${documentKey}.title`)} intro={t(`${documentKey}.intro`)} />
          {Array.isArray(sections) &&
            sections.map((section, index) => (
              <section key={section.title} style={{ marginBottom: 28 }}>
                <h2 style={{ fontSize: 20 }}>
                  {index + 1}. {section.title}
                </h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} style={{ fontSize: 15, lineHeight: 1.75 }}>
                    {paragraph}
                  </p>
                ))}
                {section.items && (
                  <ul className="mk-list">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
        </article>
      </PageContainer>
    </MarketingPage>
  );
}
