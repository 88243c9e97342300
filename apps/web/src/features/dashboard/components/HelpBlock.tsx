import { Link } from 'react-router';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/PlainList.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';

const TOPICS = ['gettingStarted', 'kyc', 'sendMoney', 'fx', 'security'] as const;

/** Short links into the help pages. */
export function HelpBlock() {
  const { t } = useTranslation();
  return (
    <PlainCard
      title={t('dashboard:help.title')}
      className="dashboard-card"
      extra={<Link to="/home/docs">{t('dashboard:help.all')}</Link>}
    >
      <PlainList
        items={TOPICS}
        keyOf={(topic) => topic}
        renderItem={(topic) => (
          <Link to={`/home/docs#${topic}`}>
            <QuestionCircleOutlined /> {t(`docs:sections.${topic}.title`)}
          </Link>
        )}
      />
    </PlainCard>
  );
}
