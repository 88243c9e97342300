import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KycApplication } from '../api.ts';
import { formValuesOf, INDIVIDUAL_FIELDS, isFileField, type KycValues } from '../kycFields.ts';
import { useKycActions } from '../useKycActions.ts';
import { KycFormActions } from './KycFormActions.tsx';
import { KycFormItem } from './KycFormItem.tsx';

const DETAILS = INDIVIDUAL_FIELDS.filter((f) => !isFileField(f));
const DOCUMENTS = INDIVIDUAL_FIELDS.filter(isFileField);

/** An individual's KYC: identity details, the ID's front and back and a photo, on one form. */
export function IndividualKycForm({ application }: { application: KycApplication }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<KycValues>();
  const { busy, saveDraft, submit } = useKycActions(form, application, () => undefined);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formValuesOf(application.userType, application)}
      className="kyc-form"
    >
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
