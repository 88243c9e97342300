import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KycApplication } from '../api.ts';
import { LeaveWarning } from '../../../components/LeaveWarning.tsx';
import { INDIVIDUAL_FIELDS, isFileField, type KycValues } from '../kycFields.ts';
import { useKycActions } from '../useKycActions.ts';
import { useKycKeptInput } from '../useKycKeptInput.ts';
import { KycFormActions } from './KycFormActions.tsx';
import { KycFormItem } from './KycFormItem.tsx';

const DETAILS = INDIVIDUAL_FIELDS.filter((f) => !isFileField(f));
const DOCUMENTS = INDIVIDUAL_FIELDS.filter(isFileField);

/**
 * An individual's KYC: identity details, the ID's front and back and a photo, on one form. What
 * is typed or uploaded and not yet saved is kept in the tab's session (useKycKeptInput).
 */
export function IndividualKycForm({ application }: { application: KycApplication }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<KycValues>();
  const kept = useKycKeptInput(application);
  const { busy, saveDraft, submit } = useKycActions(form, application, () => undefined, kept);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={kept.initial}
      onValuesChange={(_, all) => kept.keep(all)}
      className="kyc-form"
    >
      <LeaveWarning hasInput={() => kept.hasUnsaved(form.getFieldsValue(true) as KycValues)} />
      <Typography.Title level={4}>{t('kyc:section.identity')}</Typography.Title>
      <Row gutter={16}>
        {DETAILS.map((field) => (
          <Col key={field} xs={24} md={12}>
            <KycFormItem field={field} userType={application.userType} />
          </Col>
        ))}
      </Row>
      <Typography.Title level={4}>{t('kyc:section.documents')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('kyc:document.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {DOCUMENTS.map((field) => (
          <Col key={field} xs={24} md={12}>
            <KycFormItem field={field} userType={application.userType} />
          </Col>
        ))}
      </Row>
      <KycFormActions
        busy={busy}
        onSaveDraft={() => void saveDraft()}
        onSubmit={() => void submit()}
      />
    </Form>
  );
}
