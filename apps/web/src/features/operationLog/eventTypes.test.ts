import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/operationLog.json';
import zh from '../../locales/zh/operationLog.json';
import { EVENT_GROUPS, EVENT_TYPES, isKnownEventType } from './eventTypes.ts';

describe('operation log event types', () => {
  it('each has a label and each group a name in English and Chinese', () => {
    for (const { event, group } of [en, zh] as Array<{
      event: Record<string, string>;
      group: Record<string, string>;
    }>) {
      for (const type of EVENT_TYPES) expect(event[type], type).toBeTruthy();
      for (const name of Object.keys(EVENT_GROUPS)) expect(group[name], name).toBeTruthy();
    }
    expect(zh.event.resetPwd).toBe('修改登录密码');
  });

  it('covers every type the server writes (its EventType union)', () => {
    // jsdom gives import.meta.url an http scheme; the test runs from the web app's folder.
    const source = readFileSync(
      resolve(__dirname, '../../../../server/src/modules/oplog/oplog.service.ts'),
      'utf8',
    );
    const union = /export type EventType =([^;]+);/.exec(source)?.[1] ?? '';
    const serverTypes = [...union.matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(serverTypes.length).toBeGreaterThan(20);
    expect([...EVENT_TYPES].sort()).toEqual(serverTypes.sort());
  });

  it('lists each type once and knows only those', () => {
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
    expect(isKnownEventType('changeEmail')).toBe(true);
    expect(isKnownEventType('somethingNew')).toBe(false);
  });
});
