import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDuplicateGuard, DUPLICATE_WINDOW_MS } from './duplicateGuard.ts';
import { request } from './request.ts';
import { mockApi, ok, received } from '../../test/mockApi.ts';
import { spyFeedback } from '../../test/feedbackSpy.ts';

describe('createDuplicateGuard', () => {
  it('refuses the same path and payload inside 300 ms and allows it after', () => {
    let now = 1_000;
    const guard = createDuplicateGuard(DUPLICATE_WINDOW_MS, () => now);
    expect(DUPLICATE_WINDOW_MS).toBe(300);
    expect(guard.allow('/pay', { a: 1 })).toBe(true);
    now += 299;
    expect(guard.allow('/pay', { a: 1 })).toBe(false);
    now += 301;
    expect(guard.allow('/pay', { a: 1 })).toBe(true);
  });

  it('lets a different payload or path through at once', () => {
    const guard = createDuplicateGuard(300, () => 5);
    expect(guard.allow('/pay', { a: 1 })).toBe(true);
    expect(guard.allow('/pay', { a: 2 })).toBe(true);
    expect(guard.allow('/other', { a: 2 })).toBe(true);
  });
});

describe('client-side duplicate submit', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects an identical POST sent at the same moment, without calling the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const feedback = spyFeedback();
    mockApi({ '/user/save': () => ok(true) });
    await request.post('/user/save', { nick: 'a' });
    await expect(request.post('/user/save', { nick: 'a' })).rejects.toMatchObject({ code: 601 });
    expect(received).toHaveLength(1);
    expect(feedback.message.warning).toHaveBeenCalledWith(
      'Data is being processed, please do not resubmit',
    );
    feedback.restore();
  });

  it('does not guard calls that opt out, such as /user/info', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mockApi({ '/user/info': () => ok({}) });
    await request.post('/user/info', {}, { repeatSubmit: false });
    await request.post('/user/info', {}, { repeatSubmit: false });
    expect(received).toHaveLength(2);
  });
});
