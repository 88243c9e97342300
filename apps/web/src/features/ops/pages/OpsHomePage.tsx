import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import type { QueueCounts } from '../api/opsCalls.ts';
import { QUEUE_PATHS, QUEUES, queueLabelKey } from '../queues.ts';

/** /ops: what waits in each queue; a queue with its own screen opens it. */
export function OpsHomePage() {
  const { t } = useTranslation('ops');
  const counts = useOutletContext<UseQueryResult<QueueCounts>>();
  const navigate = useNavigate();
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('homeTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('homeHelp')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {QUEUES.map((key) => (
          <Col key={key} xs={12} md={8} xl={6}>
            <Card
              data-testid={`ops-queue-${key}`}
              hoverable={!!QUEUE_PATHS[key]}
              onClick={() => {
                const path = QUEUE_PATHS[key];
                if (path) void navigate(path);
              }}
            >
              <Statistic
                title={t(queueLabelKey(key))}
                value={counts.data?.[key] ?? '–'}
                loading={counts.isPending}
                suffix={<Typography.Text type="secondary">{t('queueWaiting')}</Typography.Text>}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
