import type { TFunction } from 'i18next';
import type { AuditRow } from './auditApi.ts';

/** Values that are role names are said in the console's language too. */
const ROLE_PARAMS = new Set(['role', 'from', 'to']);

/** An action's name in the console's language; a name the catalogue lacks shows as written. */
export function auditActionLabel(t: TFunction, action: string): string {
  return t(`settingsAudit.actions.${action}`, { ns: 'ops', defaultValue: action });
}

/** What the row acted on: its kind, then its number or name ("Account · PB1000012 · Amani"). */
export function auditTargetLabel(t: TFunction, row: Pick<AuditRow, 'targetView'>): string {
  const { kind, label } = row.targetView;
  const kindName = t(`settingsAudit.targets.${kind}`, { ns: 'ops', defaultValue: kind });
  return label ? `${kindName} · ${label}` : kindName;
}

/** The detail in the console's language, with the caller's address when a sign-in line has one. */
export function auditDetailText(t: TFunction, row: AuditRow): string {
  const { ip, ...rest } = row.detailParams;
  const params = Object.fromEntries(
    Object.entries(rest).map(([name, value]) => [
      name,
      ROLE_PARAMS.has(name) ? t(`roles.${value}`, { ns: 'ops', defaultValue: value }) : value,
    ]),
  );
  const said = row.detailKey
    ? t(`settingsAudit.details.${row.detailKey}`, { ns: 'ops', ...params })
    : row.detailText;
  const from = ip ? t('settingsAudit.details.from', { ns: 'ops', ip }) : '';
  return [said, from].filter(Boolean).join(' · ');
}
