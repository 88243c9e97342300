import { useUserInfo } from '../../../lib/session.ts';
import { AccountSummary } from '../components/AccountSummary.tsx';
import { AssetSummary } from '../components/AssetSummary.tsx';
import { FxTrendCard } from '../components/FxTrendCard.tsx';
import { NoticePreview } from '../components/NoticePreview.tsx';
import { HelpBlock } from '../components/HelpBlock.tsx';
import '../dashboard.css';

/**
 * Overview after login: account, balances, FX trend, announcements and help. The first screen
 * a signed-in phone opens, so it is drawn with plain elements, not antd (docs/performance.md).
 */
export default function DashboardPage() {
  const { data: info } = useUserInfo();
  return (
    <div className="dashboard plain-screen">
      {info && <AccountSummary info={info} />}
      <AssetSummary />
      <FxTrendCard />
      <div className="dashboard-bottom">
        <NoticePreview />
        <HelpBlock />
      </div>
    </div>
  );
}
