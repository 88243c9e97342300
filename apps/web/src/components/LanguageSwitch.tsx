import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../lib/i18n.ts';
import type { AppLocale } from '../lib/locale.ts';
import { MenuButton } from './MenuButton.tsx';

const LABELS: Record<AppLocale, string> = { en: 'English', zh: '中文' };

/** Language menu; each language is named in itself so anyone can find theirs. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <MenuButton
      className="language-switch"
      // The visible language is part of the name (WCAG 2.5.3, label in name).
      ariaLabel={compact ? t('language') : `${t('language')}: ${LABELS[locale]}`}
      label={
        <>
          <GlobalOutlined /> {compact ? null : LABELS[locale]}
        </>
      }
      items={(Object.keys(LABELS) as AppLocale[]).map((key) => ({
        key,
        label: LABELS[key],
        selected: key === locale,
      }))}
      onSelect={(key) => void changeLocale(key as AppLocale)}
    />
  );
}
