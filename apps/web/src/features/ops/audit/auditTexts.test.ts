import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import {
  OPERATOR_AUDIT_ACTIONS,
  OPERATOR_AUDIT_DETAIL_KEYS,
  OPERATOR_AUDIT_TARGET_KINDS,
} from '@pesa/contract';
import en from '../locales/en/ops.json';
import zh from '../locales/zh/ops.json';
import type { AuditRow } from './auditApi.ts';
import { auditActionLabel, auditDetailText, auditTargetLabel } from './auditTexts.ts';

type Texts = Record<string, Record<string, string>>;
const catalogs = {
  en: en.settingsAudit as unknown as Texts,
  zh: zh.settingsAudit as unknown as Texts,
};

async function translator(lang: 'en' | 'zh') {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { ops: lang === 'en' ? en : zh } } });
  return i18n.t;
}

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 1,
  operatorId: 1,
  operator: 'ops.admin',
  action: 'kycApprove',
  shownAction: 'kybApprove',
  target: 'user:2',
  targetView: { kind: 'account', label: 'PB1000002 · Amani Traders Ltd' },
  detail: '00',
  detailKey: 'firstApproval',
  detailParams: {},
  detailText: '00',
  createTime: '2026-11-28T10:00:00.000Z',
  ...over,
});

describe('the audit trail in the console language', () => {
  it('names every action, target kind and system line in English and Chinese', () => {
    for (const [lang, texts] of Object.entries(catalogs)) {
      for (const action of OPERATOR_AUDIT_ACTIONS)
        expect(texts.actions?.[action]?.trim(), `${lang} actions.${action}`).toBeTruthy();
      for (const kind of OPERATOR_AUDIT_TARGET_KINDS)
        expect(texts.targets?.[kind]?.trim(), `${lang} targets.${kind}`).toBeTruthy();
      for (const key of OPERATOR_AUDIT_DETAIL_KEYS)
        expect(texts.details?.[key]?.trim(), `${lang} details.${key}`).toBeTruthy();
    }
  });

  it('shows a KYB decision on the account number, never a raw key or id', async () => {
    const t = await translator('en');
    expect(auditActionLabel(t, 'kybApprove')).toBe('KYB approved');
    expect(auditActionLabel(t, 'apiAccessApprove')).toBe('API access approved');
    expect(auditTargetLabel(t, row({}))).toBe('Account · PB1000002 · Amani Traders Ltd');
    expect(auditDetailText(t, row({}))).toBe('First approval; a second operator decides');
    const zt = await translator('zh');
    expect(auditActionLabel(zt, 'kybApprove')).toBe('KYB 通过');
    expect(auditTargetLabel(zt, row({}))).toBe('账户 · PB1000002 · Amani Traders Ltd');
  });

  it('says system lines with their values in the language, and keeps an operator’s words', async () => {
    const sign = row({
      action: 'operatorRole',
      shownAction: 'operatorRole',
      detailKey: 'roleChanged',
      detailParams: { username: 'ops.ana', from: 'support', to: 'finance', ip: '203.0.113.7' },
    });
    expect(auditDetailText(await translator('en'), sign)).toBe(
      'ops.ana: Support → Finance · from 203.0.113.7',
    );
    expect(auditDetailText(await translator('zh'), sign)).toBe(
      'ops.ana：客服 → 财务 · 来自 203.0.113.7',
    );
    const reason = row({ detailKey: null, detailText: 'Documents checked' });
    expect(auditDetailText(await translator('zh'), reason)).toBe('Documents checked');
  });
});
