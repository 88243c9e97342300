import { Result } from 'antd';
import type { ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { LinkButton } from './LinkButton.tsx';
import { MarketingPage } from './MarketingPage.tsx';
import { PageContainer } from './PageContainer.tsx';

type StatusPageProps = {
  status: ResultProps['status'];
  title: string;
  message: string;
  testId: string;
};

// Shared body of the 401 and 404 pages: the code, a plain message and a way back home (for a
// signed-in user, e.g. a team member refused a screen, that is the dashboard).
export function StatusPage({ status, title, message, testId }: StatusPageProps) {
  const { t } = useTranslation('marketing');
  const loggedIn = useIsLoggedIn();
  return (
    <MarketingPage testId={testId}>
      <PageContainer narrow>
        <Result
          status={status}
          title={title}
          subTitle={message}
          extra={
            <LinkButton type="primary" size="large" to={loggedIn ? '/home/dashboard' : '/'}>
              {t(loggedIn ? 'common.backDashboard' : 'common.backHome')}
            </LinkButton>
          }
        />
      </PageContainer>
    </MarketingPage>
  );
}
