import { describe, expect, it } from 'vitest';
import { listFilter } from './listFilter.ts';

describe('listFilter', () => {
  it('drops paging and unset fields and keeps every set one, 0 included', () => {
    expect(
      listFilter({
        pageNum: 2,
        pageSize: 10,
        scope: 0,
        status: null,
        sn: '',
        type: undefined,
        kind: 'domestic',
      }),
    ).toEqual({ scope: 0, kind: 'domestic' });
  });
});
