import { Suspense, useState } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyAntdPage } from '../../router/lazyAntdPage.tsx';

// The dialog (and its reset flow) loads with its first opening, not with every /homeApi page,
// and brings antd's providers: the shell around it has none.
const CredentialsDialog = lazyAntdPage(
  () => import('../../../features/apiAccess/components/CredentialsDialog.tsx'),
);

/** The /homeApi header's icon that opens the API credentials dialog (SPEC §2). */
export function ApiCredentialsAction({ isPhone }: { isPhone: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const label = t('apiAccess:credentials.open');
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        className="shell-action-link shell-link-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <KeyOutlined /> {!isPhone && label}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CredentialsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
