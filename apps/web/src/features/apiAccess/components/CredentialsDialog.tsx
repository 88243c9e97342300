import { Alert, Button, Descriptions, Modal, Spin } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiMode } from '@pesa/contract';
import { feedback } from '../../../lib/feedback.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import {
  API_ACCESS_KEY,
  isApiApproved,
  useApiAccessInfo,
} from '../../../lib/permissions/apiAccess.ts';
import { refreshKeys } from '../api.ts';
import { KeyPairBlock } from './KeyPairBlock.tsx';
import '../apiAccess.css';

/**
 * The credentials dialog of the /homeApi header (SPEC §2): the live and the sandbox pair, the
 * notify URL and allow-list. Resetting a pair asks first, because the old one stops at once
 * (SPEC §7); after it the info is read again and shows the new pair.
 */
export default function CredentialsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const { data: info, isPending } = useApiAccessInfo(open);
  const approved = isApiApproved(info);
  // Resetting keys and moving the endpoints are the owner's acts (docs/api-service.md, Access).
  const isMain = useSessionAccess().data?.view.isMainAccount ?? false;

  const confirmReset = (mode: ApiMode) =>
    modal.confirm({
      title: t('apiAccess:credentials.resetTitle', { mode: t(`apiAccess:mode.${mode}`) }),
      content: t('apiAccess:credentials.resetBody'),
      okText: t('apiAccess:credentials.resetOk'),
      cancelText: t('apiAccess:common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const fresh = await refreshKeys(mode);
        // The reply already holds the new pair: show it even if the reload below is refused.
        if (fresh) queryClient.setQueryData(API_ACCESS_KEY, fresh);
        feedback().message.success(t('apiAccess:credentials.resetDone'));
        await queryClient.invalidateQueries({ queryKey: API_ACCESS_KEY });
      },
    });

  const body = () => {
    if (isPending) return <Spin />;
    if (!info || !approved) {
      return (
        <Alert
          type="info"
          showIcon
          title={t('apiAccess:credentials.notApproved')}
          action={
            <Link to="/homeApi/account" onClick={onClose}>
              <Button size="small">{t('apiAccess:credentials.toAccount')}</Button>
            </Link>
          }
          data-testid="api-credentials-not-approved"
        />
      );
    }
    return (
      <>
        {info.accessKey && info.accessSecret && (
          <KeyPairBlock
            mode="live"
            accessKey={info.accessKey}
            secret={info.accessSecret}
            onReset={isMain ? () => confirmReset('live') : undefined}
          />
        )}
        {info.testAccessKey && info.testAccessSecret && (
          <KeyPairBlock
            mode="test"
            accessKey={info.testAccessKey}
            secret={info.testAccessSecret}
            onReset={isMain ? () => confirmReset('test') : undefined}
          />
        )}
        <Descriptions
          size="small"
          column={1}
          className="api-credentials-settings"
          items={[
            {
              key: 'notifyUrl',
              label: t('apiAccess:field.notifyUrl'),
              children: <span className="api-wrap">{info.notifyUrl || '-'}</span>,
            },
            {
              key: 'ipWhitelist',
              label: t('apiAccess:field.ipWhitelist'),
              children: (
                <span className="api-wrap">
                  {info.ipWhitelist || t('apiAccess:credentials.anyAddress')}
                </span>
              ),
            },
          ]}
        />
        {isMain ? (
          <Link to="/homeApi/account-create" onClick={onClose} className="api-endpoints-link">
            {t('apiAccess:credentials.editEndpoints')}
          </Link>
        ) : (
          <Alert type="info" showIcon title={t('apiAccess:credentials.ownerOnly')} />
        )}
      </>
    );
  };

  return (
    <Modal
      open={open}
      title={t('apiAccess:credentials.dialogTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('apiAccess:common.close')}</Button>}
      width={640}
    >
      {body()}
      {holder}
    </Modal>
  );
}
