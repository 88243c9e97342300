import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <PageContainer narrow>
      <article data-testid={`${documentKey}-document`}>
        <PageHeading title={t(`${documentKey}.title`)} intro={t(`${documentKey}.intro`)} />
        {Array.isArray(sections) &&
          sections.map((section, index) => (
            <section key={section.title} style={{ marginBottom: 28 }}>
              <Typography.Title level={3} style={{ fontSize: 20 }}>
                {index + 1}. {section.title}
              </Typography.Title>
              {section.paragraphs?.map((paragraph) => (
                <Typography.Paragraph key={paragraph} style={{ fontSize: 15, lineHeight: 1.75 }}>
                  {paragraph}
                </Typography.Paragraph>
              ))}
              {section.items && (
                <ul style={{ paddingInlineStart: 22, margin: 0 }}>
                  {section.items.map((item) => (
                    <li key={item} style={{ marginBottom: 8, fontSize: 15, lineHeight: 1.75 }}>
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
      </article>
    </PageContainer>
  );
}
