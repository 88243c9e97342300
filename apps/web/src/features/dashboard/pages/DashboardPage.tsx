import { Col, Row } from 'antd';
import { useUserInfo } from '../../../lib/session.ts';
import { AccountSummary } from '../components/AccountSummary.tsx';
import { AssetSummary } from '../components/AssetSummary.tsx';
import { FxTrendCard } from '../components/FxTrendCard.tsx';
import { NoticePreview } from '../components/NoticePreview.tsx';
import { HelpBlock } from '../components/HelpBlock.tsx';

/** Overview after login: account, balances, FX trend, announcements and help. */
export default function DashboardPage() {
  const { data: info } = useUserInfo();
  return (
    <div className="dashboard">
      {info && <AccountSummary info={info} />}
      <AssetSummary />
      <FxTrendCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <NoticePreview />
        </Col>
        <Col xs={24} lg={10}>
          <HelpBlock />
        </Col>
      </Row>
    </div>
  );
}
