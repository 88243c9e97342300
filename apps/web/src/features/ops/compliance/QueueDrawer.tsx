import { useState, type ReactNode } from 'react';
import { Button, Drawer, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { useOpsSession } from '../useOpsSession.ts';
import { ActedElsewhere } from '../live/ActedElsewhere.tsx';
import { CustomerIdentityCard } from './CustomerIdentityCard.tsx';
import { RejectReasonModal } from './RejectReasonModal.tsx';

/** Only these roles decide compliance items; the server enforces it, the screen just does not offer it. */
const DECIDERS = new Set(['compliance', 'admin']);

export interface Decision {
  /** Approve: confirmed in a popover; `label` and `confirm` name this queue's step. */
  approve?: { label?: string; confirm: string; pending: boolean; run: () => void };
  /** Reject: always with a reason, at most `max` characters (the server's limit). */
  reject?: { max: number; pending: boolean; run: (reason: string) => void };
}

/**
 * The frame of every compliance detail: the customer's identity on top, the item's fields below,
 * and the decisions in the header (only for operators who may take them, and only while the
 * item waits).
 */
export function QueueDrawer({
  title,
  userId,
  target,
  decision,
  onClose,
  children,
}: {
  title: string;
  userId: number;
  /** The item as the audit names it (`payee:12`): another operator's action on it shows here. */
  target: string;
  decision?: Decision;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const role = useOpsSession().data?.role ?? '';
  const [rejecting, setRejecting] = useState(false);
  const canDecide = decision && DECIDERS.has(role);
  return (
    <Drawer
      open
      onClose={onClose}
      width={phone ? '100%' : 760}
      title={title}
      extra={
        canDecide && (
          <Space wrap>
            {decision.approve && (
              <Popconfirm
                title={decision.approve.confirm}
                okText={t('ok')}
                cancelText={t('cancel')}
                onConfirm={decision.approve.run}
              >
                <Button type="primary" loading={decision.approve.pending}>
                  {decision.approve.label ?? t('kyc.approve')}
                </Button>
              </Popconfirm>
            )}
            {decision.reject && (
              <Button danger onClick={() => setRejecting(true)}>
                {t('kyc.reject')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <ActedElsewhere target={target} />
      <CustomerIdentityCard userId={userId} />
      {children}
      {decision?.reject && (
        <RejectReasonModal
          open={rejecting}
          max={decision.reject.max}
          pending={decision.reject.pending}
          onReject={(reason) => decision.reject!.run(reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </Drawer>
  );
}
