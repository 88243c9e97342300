import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Spin } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type ApiMode, type UserApiSecret } from '@pesa/contract';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { isMissingFundPassword } from '../../../lib/money/missingFundPassword.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import {
  API_ACCESS_KEY,
  isApiApproved,
  useApiAccessInfo,
} from '../../../lib/permissions/apiAccess.ts';
import { readSecret, refreshKeys } from '../api.ts';
import { KeyPairBlock } from './KeyPairBlock.tsx';
import '../apiAccess.css';

/**
 * The credentials dialog of the /homeApi header (SPEC §2): the live and the sandbox pair, the
 * notify URL and allow-list. A secret is read only with the user's own transaction password
 * (docs/api-service.md) and forgotten when the dialog closes. Resetting a pair asks first,
 * because the old one stops at once (SPEC §7); after it the info is read again and shows the new
 * pair, its secret masked.
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
  // The secrets read in this opening of the dialog, and the mode whose password is being asked.
  const [secrets, setSecrets] = useState<Partial<Record<ApiMode, UserApiSecret>>>({});
  const [asking, setAsking] = useState<ApiMode | null>(null);
  const close = () => {
    setSecrets({});
    onClose();
  };
  /** The secret read for this access key; a pair issued since then starts masked. */
  const secretFor = (mode: ApiMode, accessKey: string) => {
    const read = secrets[mode];
    return read && read.accessKey === accessKey ? read.accessSecret : null;
  };
  const hide = (mode: ApiMode) => setSecrets(({ [mode]: _, ...rest }) => rest);

  const reveal = async (password: string): Promise<string | null> => {
    if (!asking) return null;
    try {
      const read = await readSecret(asking, password);
      setSecrets((known) => ({ ...known, [asking]: read }));
      setAsking(null);
      return null;
    } catch (error) {
      // A wrong password (or the lock after five) stays on the PIN pad, in the server's words.
      if (error instanceof RequestError && error.code === ErrorCode.FUND_PASSWORD_WRONG)
        return error.message;
      // No transaction password yet: the dialog stays open and offers to set one.
      if (await isMissingFundPassword(error)) return null;
      setAsking(null);
      return null;
    }
  };

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
            <Link to="/homeApi/account" onClick={close}>
              <Button size="small">{t('apiAccess:credentials.toAccount')}</Button>
            </Link>
          }
          data-testid="api-credentials-not-approved"
        />
      );
    }
    return (
      <>
        {info.accessKey && (
          <KeyPairBlock
            mode="live"
            accessKey={info.accessKey}
            secret={secretFor('live', info.accessKey)}
            onReveal={() => setAsking('live')}
            onHide={() => hide('live')}
            onReset={isMain ? () => confirmReset('live') : undefined}
          />
        )}
        {info.testAccessKey && (
          <KeyPairBlock
            mode="test"
            accessKey={info.testAccessKey}
            secret={secretFor('test', info.testAccessKey)}
            onReveal={() => setAsking('test')}
            onHide={() => hide('test')}
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
          <Link to="/homeApi/account-create" onClick={close} className="api-endpoints-link">
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
      onCancel={close}
      footer={<Button onClick={close}>{t('apiAccess:common.close')}</Button>}
      width={640}
    >
      {body()}
      {holder}
      <FundPasswordDialog
        open={asking !== null}
        onCancel={() => setAsking(null)}
        onSubmit={reveal}
        okText={t('apiAccess:credentials.revealOk')}
        hint={t('apiAccess:credentials.revealHint', {
          mode: t(`apiAccess:mode.${asking ?? 'live'}`),
        })}
      />
    </Modal>
  );
}
