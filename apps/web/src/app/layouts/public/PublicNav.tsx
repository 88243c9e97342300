import { NavLink, useNavigate } from 'react-router';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../components/MenuButton.tsx';
import { PUBLIC_NAV, SERVICE_LINKS } from './publicNavLinks.ts';

/** Site links; `vertical` stacks them for the phone menu. */
export function PublicNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav
      className={vertical ? 'public-nav is-vertical' : 'public-nav'}
      aria-label={t('layout:nav.label')}
    >
      {PUBLIC_NAV.map((item) =>
        'to' in item ? (
          <NavLink key={item.key} to={item.to} end onClick={onNavigate} className="public-nav-link">
            {t(`layout:nav.${item.key}`)}
          </NavLink>
        ) : vertical ? (
          SERVICE_LINKS.map((link) => (
            <NavLink key={link.key} to={link.to} onClick={onNavigate} className="public-nav-link">
              {t('layout:nav.ourService')} · {t(`layout:nav.${link.key}`)}
            </NavLink>
          ))
        ) : (
          <MenuButton
            key={item.key}
            align="start"
            label={
              <>
                {t('layout:nav.ourService')} <DownOutlined />
              </>
            }
            items={SERVICE_LINKS.map((link) => ({
              key: link.to,
              label: t(`layout:nav.${link.key}`),
            }))}
            onSelect={(to) => navigate(to)}
          />
        ),
      )}
    </nav>
  );
}
