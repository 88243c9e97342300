import { useRef } from 'react';
import { Col, Form, Row, Steps, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';
import type { KycApplication } from '../api.ts';
import {
  COMPANY_STEPS,
  formValuesOf,
  missingFields,
  stepOfField,
  type KycValues,
} from '../kycFields.ts';
import { useKycActions } from '../useKycActions.ts';
import { KycFormActions } from './KycFormActions.tsx';
import { KycFormItem } from './KycFormItem.tsx';

const LAST = COMPANY_STEPS.length - 1;

/**
 * A company's KYB in four steps. Every step stays mounted (only the current one shows), so
 * Submit can check all answers at once and open the step of the first problem. The step is in
 * the address (`?step=2`); a reopened draft starts at the first step with a missing answer.
 */
export function CompanyKybForm({ application }: { application: KycApplication }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<KycValues>();
  const [params, setParams] = useSearchParams();
  const top = useRef<HTMLDivElement>(null);
  const initial = formValuesOf(application.userType, application);
  const firstMissing = missingFields(application.userType, initial)[0];
  const fromUrl = Number(params.get('step'));
  const step =
    Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= COMPANY_STEPS.length
      ? fromUrl - 1
      : firstMissing
        ? stepOfField(firstMissing)
        : 0;
  const goTo = (index: number) =>
    setParams(
      (p) => {
        p.set('step', String(index + 1));
        return p;
      },
      { replace: true },
    );
  const { busy, saveDraft, submit } = useKycActions(form, application, (field) =>
    goTo(stepOfField(field)),
  );

  // Next checks only this step's answers, with the same rules as Submit.
  const next = async () => {
    try {
      await form.validateFields([...COMPANY_STEPS[step]!.fields]);
      goTo(step + 1);
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    } catch {
      feedback().message.error(t('kyc:action.fixStep'));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} className="kyc-form">
      <div ref={top} />
      <Steps
        className="kyc-steps"
        size="small"
        current={step}
        onChange={(index) => (index < step ? goTo(index) : undefined)}
        items={COMPANY_STEPS.map((s) => ({ title: t(`kyc:step.${s.key}.title`) }))}
      />
      {COMPANY_STEPS.map((s, index) => (
        <section key={s.key} hidden={index !== step} aria-labelledby={`kyc-step-${s.key}`}>
          <Typography.Title level={4} id={`kyc-step-${s.key}`}>
            {t(`kyc:step.${s.key}.title`)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t(`kyc:step.${s.key}.intro`)}
          </Typography.Paragraph>
          <Row gutter={16}>
            {s.fields.map((field) => (
              <Col key={field} xs={24} md={12}>
                <KycFormItem field={field} userType={application.userType} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
      <KycFormActions
        busy={busy}
        onBack={step > 0 ? () => goTo(step - 1) : undefined}
        onSaveDraft={() => void saveDraft()}
        onNext={step < LAST ? () => void next() : undefined}
        onSubmit={step === LAST ? () => void submit() : undefined}
      />
    </Form>
  );
}
