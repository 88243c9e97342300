import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JobsTab } from './JobsTab.tsx';
import { MismatchesTab } from './MismatchesTab.tsx';
import { RailModes } from './RailModes.tsx';
import { StalledPayoutsTab } from './StalledPayoutsTab.tsx';
import { UnmatchedPaymentsTab } from './UnmatchedPaymentsTab.tsx';

const TABS = ['stalled', 'mismatches', 'unmatched', 'jobs'] as const;

/**
 * /ops/rails: how each rail is served, then stalled M-Pesa payouts, what the daily
 * reconciliations found, unmatched Paybill payments and the job queue.
 */
export function OpsRailsPage() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'stalled';
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('ordersRails.rails.title')}
      </Typography.Title>
      <RailModes />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'stalled',
            label: t('ordersRails.rails.tabStalled'),
            children: <StalledPayoutsTab />,
          },
          {
            key: 'mismatches',
            label: t('ordersRails.rails.tabMismatches'),
            children: <MismatchesTab />,
          },
          {
            key: 'unmatched',
            label: t('ordersRails.rails.tabUnmatched'),
            children: <UnmatchedPaymentsTab />,
          },
          { key: 'jobs', label: t('ordersRails.rails.tabJobs'), children: <JobsTab /> },
        ]}
      />
    </>
  );
}
