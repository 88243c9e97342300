import { describe, expect, it } from 'vitest';
import { buildPermissionView } from '@pesa/domain';
import { mayUseApiService } from './apiAccess.ts';

const subject = (parentId: number) => ({ parentId, pspFlag: 0, mrpFlag: 0, channelTypeList: [] });

describe('who may use the API service screens', () => {
  it("is a company's main account, not an individual's", () => {
    const view = buildPermissionView(subject(0));
    expect(mayUseApiService({ parentId: 0, userType: 1 }, view)).toBe(true);
    expect(mayUseApiService({ parentId: 0, userType: 2 }, view)).toBe(false);
  });

  it('is a team member only with a HomeApi name (SPEC §6)', () => {
    const info = { parentId: 7, userType: 1 };
    expect(mayUseApiService(info, buildPermissionView(subject(7), ['HomeApiC2B']))).toBe(true);
    expect(mayUseApiService(info, buildPermissionView(subject(7), ['Assets', 'FxIndex']))).toBe(
      false,
    );
  });
});
