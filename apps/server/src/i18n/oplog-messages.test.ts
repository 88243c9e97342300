import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOplogEventType, oplogMessages, oplogTerms, renderOplog } from './oplog-messages.ts';

/** The EventType union as written in the service, so a new type without a template fails here. */
function eventTypesOfService(): string[] {
  const source = readFileSync(
    new URL('../modules/oplog/oplog.service.ts', import.meta.url),
    'utf8',
  );
  const union = /export type EventType =([^;]+);/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
}

describe('operation-log templates', () => {
  it('has a template for every EventType in English and Chinese, with the same params', () => {
    const types = eventTypesOfService();
    expect(types.length).toBeGreaterThan(20);
    expect(Object.keys(oplogMessages).sort()).toEqual([...types].sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{[^}]+\}\}/g)].map((m) => m[0]);
    for (const [type, text] of Object.entries(oplogMessages)) {
      expect(text.en.trim(), type).not.toBe('');
      expect(text.zh, type).toMatch(/[\u4e00-\u9fff]/);
      expect(placeholders(text.zh).sort(), type).toEqual(placeholders(text.en).sort());
      for (const [, group] of placeholders(text.en).map((p) => /\|(\w+)/.exec(p) ?? [])) {
        if (group) expect(oplogTerms[group], `${type} uses ${group}`).toBeDefined();
      }
    }
  });

  it('fills the params in the reader language', () => {
    expect(renderOplog('payeeAdd', { id: 12 }, 'en')).toBe('Recipient 12 added');
    expect(renderOplog('payeeAdd', { id: 12 }, 'zh')).toBe('添加了收款人 12');
    expect(renderOplog('teamResetPwd', { name: 'till-2' }, 'zh')).toBe(
      '重置了团队成员 till-2 的密码',
    );
    expect(renderOplog('kycRejected', { reason: 'Blurry ID' }, 'en')).toBe(
      'Identity verification rejected: Blurry ID',
    );
    expect(renderOplog('logout', {}, 'zh')).toBe('已退出本次登录');
  });

  it('translates recorded codes and lists of them', () => {
    expect(renderOplog('login', { via: 'email' }, 'en')).toBe('Logged in with email');
    expect(renderOplog('login', { via: 'phone' }, 'zh')).toBe('通过手机号登录');
    expect(renderOplog('saveInfo', { fields: 'nickName,avatar' }, 'en')).toBe(
      'Updated: nickname, avatar',
    );
    expect(renderOplog('saveInfo', { fields: 'nickName,avatar' }, 'zh')).toBe('已更新：昵称、头像');
    expect(renderOplog('saveInfo', { fields: '' }, 'en')).toBe('Updated: nothing');
    expect(
      renderOplog('exchangeAccountStatus', { id: 4, exchangeStatus: 1, paymentStatus: 2 }, 'zh'),
    ).toBe('结汇账户 4 已审核：结汇状态 已通过，付款状态 已驳回');
    // A code the catalogue does not know is shown as recorded.
    expect(renderOplog('login', { via: 'passkey' }, 'en')).toBe('Logged in with passkey');
  });

  it('reads a param the row lacks as empty and never mistakes inherited names', () => {
    expect(renderOplog('payeeEdit', {}, 'en')).toBe('Recipient  edited');
    expect(renderOplog('roleAdd', { toString: 'x' } as never, 'en')).toBe('Role  added');
    expect(isOplogEventType('payeeAdd')).toBe(true);
    expect(isOplogEventType('toString')).toBe(false);
  });
});
