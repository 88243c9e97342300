import { useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';
import { serverFieldErrors, type FieldError } from '../../lib/request/fieldErrors.ts';
import { saveKycDraft, submitKyc, type KycApplication } from './api.ts';
import { draftPayload, fieldsFor, type KycField, type KycValues } from './kycFields.ts';

interface ValidateError {
  errorFields?: { name: (string | number)[] }[];
}

/**
 * Save draft and Submit for either form. A draft keeps whatever is filled in; Submit checks every
 * answer first, saves, then submits; each KYB Next saves too (`saveStep`). Problems go onto
 * their fields, and `onProblemAt` is told the first field with one (the company form opens that
 * field's step). `saved` hears of every save, so the session copy and the leave warning follow.
 */
export function useKycActions(
  form: FormInstance<KycValues>,
  application: KycApplication,
  onProblemAt: (field: KycField) => void,
  saved: { markSaved: (values: KycValues) => void; clear: () => void },
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  // The id arrives with the first save; later saves and the submit use it.
  const id = useRef(application.id);
  const userType = application.userType;

  const showProblems = (fields: KycField[]) => {
    if (fields.length === 0) return;
    onProblemAt(fields[0]!);
    // The step switch renders first; then the field can be scrolled to.
    setTimeout(() => form.scrollToField(fields[0]!, { block: 'center' }), 0);
  };

  // What the server holds since this form's last save: a Next with nothing changed since then
  // (back a step, then on again) needs no second save, which the server's duplicate-submit guard
  // would refuse if it came within 300 ms of the first.
  const lastSaved = useRef<string | null>(null);
  const unchangedSinceSave = () =>
    lastSaved.current ===
    JSON.stringify(draftPayload(userType, form.getFieldsValue(true) as KycValues));

  const save = async () => {
    const values = form.getFieldsValue(true) as KycValues;
    const payload = draftPayload(userType, values);
    const reply = await saveKycDraft(payload);
    id.current = reply.id;
    lastSaved.current = JSON.stringify(payload);
    saved.markSaved(values);
    return reply.id;
  };

  const onServerError = (error: unknown) => {
    const known = new Set<string>(fieldsFor(userType));
    const errors = serverFieldErrors(error).filter((e): e is FieldError & { name: KycField } =>
      known.has(e.name),
    );
    form.setFields(errors);
    showProblems(errors.map((e) => e.name));
  };

  const saveDraft = async () => {
    setBusy('save');
    try {
      await save();
      feedback().message.success(t('kyc:action.draftSaved'));
    } catch (error) {
      onServerError(error);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const names = ((error as ValidateError).errorFields ?? []).map((f) => f.name[0] as KycField);
      feedback().message.error(t('kyc:action.fixFirst'));
      showProblems(names);
      return;
    }
    setBusy('submit');
    try {
      await submitKyc(await save());
      saved.clear();
      feedback().message.success(t('kyc:action.submitted'));
      navigate('/home/kyc');
    } catch (error) {
      onServerError(error);
    } finally {
      setBusy(null);
    }
  };

  /** Next of a KYB step: the step's answers go into the server draft before moving on. */
  const saveStep = async () => {
    if (unchangedSinceSave()) return true;
    setBusy('save');
    try {
      await save();
      return true;
    } catch (error) {
      onServerError(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { busy, saveDraft, saveStep, submit };
}
