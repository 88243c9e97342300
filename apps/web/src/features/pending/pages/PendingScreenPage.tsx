import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Stand-in for a screen whose own issue has not landed yet: it carries the screen's title so
 * menus, routes and permissions can already be checked end to end.
 */
export default function PendingScreenPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-card pending-page" aria-labelledby="pending-title">
      <Typography.Title level={2} id="pending-title">
        {t(titleKey)}
      </Typography.Title>
      <Empty description={t('pending:comingSoon')} />
    </section>
  );
}
