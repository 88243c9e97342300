import { useRef } from 'react';
import { Col, Form, Row, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LeaveWarning } from '../../../components/LeaveWarning.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { useStepInHistory } from '../../../lib/keptInput/useStepInHistory.ts';
import type { KycApplication } from '../api.ts';
import { COMPANY_STEPS, missingFields, stepOfField, type KycValues } from '../kycFields.ts';
import { useKycActions } from '../useKycActions.ts';
import { useKycKeptInput } from '../useKycKeptInput.ts';
import { KycFormActions } from './KycFormActions.tsx';
import { KycFormItem } from './KycFormItem.tsx';

const LAST = COMPANY_STEPS.length - 1;

/**
 * A company's KYB in four steps. Every step stays mounted (only the current one shows), so
 * Submit can check all answers at once and open the step of the first problem. The step is in
 * the address (`?step=2`, a history entry per step, so the browser's back is the step before);
 * a reopened draft starts at the first step with a missing answer. Next saves the draft, and
 * what is typed in between is kept in the tab's session (useKycKeptInput).
 */
export function CompanyKybForm({ application }: { application: KycApplication }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<KycValues>();
  const top = useRef<HTMLDivElement>(null);
  const kept = useKycKeptInput(application);
  const firstMissing = missingFields(application.userType, kept.initial)[0];
  const { step, goTo, back } = useStepInHistory({
    count: COMPANY_STEPS.length,
    fallback: firstMissing ? stepOfField(firstMissing) : 0,
  });
  const { busy, saveDraft, saveStep, submit } = useKycActions(
    form,
    application,
    (field) => goTo(stepOfField(field)),
    kept,
  );

  // Next checks only this step's answers, with the same rules as Submit, then saves the draft.
  const next = async () => {
    try {
      await form.validateFields([...COMPANY_STEPS[step]!.fields]);
    } catch {
      feedback().message.error(t('kyc:action.fixStep'));
      return;
    }
    if (!(await saveStep())) return;
    goTo(step + 1);
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={kept.initial}
      onValuesChange={(_, all) => kept.keep(all)}
      className="kyc-form"
    >
      <LeaveWarning hasInput={() => kept.hasUnsaved(form.getFieldsValue(true) as KycValues)} />
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
        onBack={step > 0 ? back : undefined}
        onSaveDraft={() => void saveDraft()}
        onNext={step < LAST ? () => void next() : undefined}
        onSubmit={step === LAST ? () => void submit() : undefined}
      />
    </Form>
  );
}
