import { useTranslation } from 'react-i18next';
import { MINT_GREEN } from '../app/brand.ts';

/** Brand mark and name; `iconOnly` for the collapsed sidebar. */
export function BrandLogo({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="brand-logo">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="8" fill={MINT_GREEN} />
        <path d="M7 18c3-6 11-6 14 0M9 12h10" stroke="#fff" strokeWidth="2.4" fill="none" />
      </svg>
      {iconOnly ? null : <span className="brand-name">{t('brand')}</span>}
    </span>
  );
}
