import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useContractWorker } from '../api.ts';
import { ReviewStatusTag } from './ReviewStatusTag.tsx';
import { StoredFileLink } from './StoredFileLink.tsx';

const TEXT_FIELDS = ['idNo', 'payeeIdCardNo', 'workArea', 'workAddress', 'residence'] as const;
const FILE_FIELDS = ['contractFile', 'incomeProofFile', 'relationFile'] as const;

/**
 * One contract worker as GET /user/ContractWorker/info/{id} returns it, with the documents and
 * our review: its status and, once decided, when (and for a rejection, why).
 */
export function WorkerDetailDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { data: worker, isLoading } = useContractWorker(id);
  const label = (field: string) => t(`orgAccounts:worker.field.${field}`);
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={t('orgAccounts:worker.detailTitle')}
      size={isPhone ? '100%' : 520}
      loading={isLoading}
    >
      {worker && (
        <Descriptions column={1} size="small" bordered data-testid="worker-detail">
          <Descriptions.Item label={label('auditStatus')}>
            <ReviewStatusTag status={worker.auditStatus} />
          </Descriptions.Item>
          {worker.auditStatus === 2 && (
            <Descriptions.Item label={label('auditRemark')}>
              {worker.auditRemark || '-'}
            </Descriptions.Item>
          )}
          {worker.auditTime && (
            <Descriptions.Item label={label('auditTime')}>
              {formatDateTime(worker.auditTime)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={label('name')}>{worker.name}</Descriptions.Item>
          <Descriptions.Item label={label('payeeRelation')}>
            {t(`orgAccounts:worker.relation.${worker.payeeRelation}`)}
          </Descriptions.Item>
          {TEXT_FIELDS.map((field) => (
            <Descriptions.Item key={field} label={label(field)}>
              {worker[field] || '-'}
            </Descriptions.Item>
          ))}
          {FILE_FIELDS.map((field) => (
            <Descriptions.Item key={field} label={label(field)}>
              <StoredFileLink path={worker[field]} label={label(field)} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={label('createTime')}>
            {formatDateTime(worker.createTime)}
          </Descriptions.Item>
          <Descriptions.Item label={label('updateTime')}>
            {formatDateTime(worker.updateTime)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
