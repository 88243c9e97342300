import { Link } from 'react-router';
import { Card, List } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const TOPICS = ['gettingStarted', 'kyc', 'sendMoney', 'fx', 'security'] as const;

/** Short links into the help pages. */
export function HelpBlock() {
  const { t } = useTranslation();
  return (
    <Card
      title={t('dashboard:help.title')}
      className="dashboard-card"
      extra={<Link to="/home/docs">{t('dashboard:help.all')}</Link>}
    >
      <List
        dataSource={[...TOPICS]}
        renderItem={(topic) => (
          <List.Item>
            <Link to={`/home/docs#${topic}`}>
              <QuestionCircleOutlined /> {t(`docs:sections.${topic}.title`)}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
