import { Alert, Flex, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { railsApi, type RailMode } from './railsApi.ts';

const MODE_COLOR: Record<RailMode, string> = {
  real: 'success',
  simulated: 'warning',
  off: 'default',
};
/** Dark text on the tag's light tint: antd's tinted text alone is below 4.5:1 (WCAG AA). */
const TAG_TEXT = { color: 'rgba(0, 0, 0, 0.88)' };

/**
 * Which rails move real money here, which the simulator answers for, and which are off; in
 * production with the simulator on (a staging install) a banner says that money it credits
 * was never received.
 */
export function RailModes() {
  const { t } = useTranslation('ops');
  const status = useQuery({ queryKey: ['ops', 'rails', 'status'], queryFn: railsApi.status });
  if (!status.data) return null;
  const { production, simulatorServesLive, rails } = status.data;
  return (
    <section aria-labelledby="rail-modes-title" style={{ marginBottom: 16 }}>
      {production && simulatorServesLive && (
        <Alert
          type="warning"
          showIcon
          title={t('ordersRails.rails.modes.stagingBanner')}
          style={{ marginBottom: 12 }}
        />
      )}
      {!production && rails.some((rail) => rail.mode === 'simulated') && (
        <Alert
          type="info"
          showIcon
          title={t('ordersRails.rails.modes.developmentNote')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Typography.Title level={4} id="rail-modes-title" style={{ marginTop: 0 }}>
        {t('ordersRails.rails.modes.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('ordersRails.rails.modes.help')}
      </Typography.Paragraph>
      <Flex component="ul" wrap gap="small" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rails.map((rail) => (
          <li key={rail.id} data-rail={rail.id}>
            {t(`ordersRails.rails.modes.names.${rail.id}`, { defaultValue: rail.id })}{' '}
            <Tag color={MODE_COLOR[rail.mode]} style={TAG_TEXT}>
              {t(`ordersRails.rails.modes.${rail.mode}`)}
            </Tag>
          </li>
        ))}
      </Flex>
    </section>
  );
}
