import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from './client.ts';
import { request } from './request.ts';
import { RequestError } from './RequestError.ts';
import { fail, mockApi, ok, received } from '../../test/mockApi.ts';
import { spyFeedback } from '../../test/feedbackSpy.ts';
import { registerNavigator } from '../navigation.ts';
import { changeLocale } from '../i18n.ts';
import { resolveSessionTarget, settleSessionTarget } from '../sessionTarget.ts';

let feedback: ReturnType<typeof spyFeedback>;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let restoreNavigator: () => void;
let path = 0;
/** A fresh path per call keeps the 300 ms duplicate guard out of tests about other things. */
const uniquePath = (base: string) => `${base}?n=${path++}`;

beforeEach(async () => {
  await changeLocale('en');
  feedback = spyFeedback();
  navigate = vi.fn<(path: string) => void>();
  restoreNavigator = registerNavigator(navigate);
});

afterEach(() => {
  settleSessionTarget('/elsewhere');
  feedback.restore();
  restoreNavigator();
});

describe('request headers', () => {
  it('posts JSON under /api', async () => {
    mockApi({ '/json': () => ok(1) });
    await request.post('/json', { a: 1 });
    expect(received[0]?.href).toBe('/api/json');
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.data).toBe('{"a":1}');
    expect(received[0]?.headers.get('Content-Type')).toBe('application/json;charset=utf-8');
  });

  it('sends the token from local storage "token" as a bearer token', async () => {
    localStorage.setItem('token', 'abc');
    mockApi({ '/x': () => ok(1) });
    await request.post('/x', { a: 1 });
    expect(received[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('leaves the token out of calls marked without a token', async () => {
    localStorage.setItem('token', 'abc');
    mockApi({ '/x': () => ok(1) });
    await request.post('/x', { b: 1 }, { withToken: false });
    expect(received[0]?.headers.get('Authorization')).toBeNull();
  });

  it("sends this browser's own id, the same on every call, so the server tells visitors apart", async () => {
    mockApi({ '/x': () => ok(1), '/y': () => ok(2) });
    await request.post('/x', {}, { withToken: false });
    await request.post('/y', {});
    const ids = received.map((c) => c.headers.get('X-Client-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(localStorage.getItem('pesa-client-id')).toBe(ids[0]);
  });

  it('sends Content-Language en_US or zh_CN by the UI language', async () => {
    mockApi({ '/x': () => ok(1) });
    await request.post('/x', { c: 1 });
    await changeLocale('zh');
    await request.post('/x', { c: 2 });
    expect(received.map((c) => c.headers.get('Content-Language'))).toEqual(['en_US', 'zh_CN']);
  });

  it('sends a file upload as multipart, leaving its content type to the browser', async () => {
    mockApi({ '/common/upload': () => ok({ filePath: '1/front.png' }) });
    const form = new FormData();
    form.append('file', new File(['png'], 'front.png', { type: 'image/png' }));
    await expect(request.post('/common/upload', form, { repeatSubmit: false })).resolves.toEqual({
      filePath: '1/front.png',
    });
    expect(received[0]?.formData?.get('file')).toBeInstanceOf(File);
    expect(received[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('serialises GET parameters in bracket form without empty values', async () => {
    mockApi({ '/list': () => ok([]) });
    await request.get('/list', { q: { status: 1, name: '' }, ids: [1, 2], none: null });
    expect(received[0]?.href).toBe('/api/list?q%5Bstatus%5D=1&ids%5B%5D=1&ids%5B%5D=2');
    expect(received[0]?.method).toBe('GET');
  });
});

describe('business codes', () => {
  it('resolves with data on code 200', async () => {
    mockApi({ '/ok': () => ok({ id: 7 }) });
    await expect(request.post('/ok')).resolves.toEqual({ id: 7 });
  });

  it('-1001 clears the session, goes to /login and rejects with the page-expired message', async () => {
    localStorage.setItem('token', 'old');
    mockApi({ '/me': () => fail(-1001, 'Not logged in or login expired') });
    await expect(request.post('/me')).rejects.toThrow('Your session has expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(resolveSessionTarget('/somewhere')).toBe('/login');
  });

  it('-1034 (account suspended) ends the session too, saying why', async () => {
    localStorage.setItem('token', 'old');
    const why = 'This account is suspended. Please contact support';
    mockApi({ '/account/assets': () => fail(-1034, why) });
    await expect(request.post('/account/assets')).rejects.toThrow(why);
    expect(localStorage.getItem('token')).toBeNull();
    expect(resolveSessionTarget('/somewhere')).toBe('/login');
    expect(feedback.message.error).toHaveBeenCalledWith(why);
  });

  it('500 shows its message, replaced when longer than 50 characters', async () => {
    const long = 'x'.repeat(51);
    mockApi({ '/a': () => fail(500, 'Short failure'), '/b': () => fail(500, long) });
    await expect(request.post('/a')).rejects.toBeInstanceOf(RequestError);
    await expect(request.post('/b')).rejects.toThrow('temporarily abnormal');
    expect(feedback.message.error.mock.calls.map((c) => c[0])).toEqual([
      'Short failure',
      'The system is temporarily abnormal. Please try again later.',
    ]);
  });

  it('keeps a 500 message of exactly 50 characters', async () => {
    const fifty = 'y'.repeat(50);
    mockApi({ '/c': () => fail(500, fifty) });
    await expect(request.post('/c')).rejects.toThrow(fifty);
  });

  it('601 shows a warning', async () => {
    mockApi({ '/d': () => fail(601, 'Data is being processed') });
    await expect(request.post('/d')).rejects.toMatchObject({ code: 601 });
    expect(feedback.message.warning).toHaveBeenCalledWith('Data is being processed');
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });

  it('any other code shows an error notification and rejects with code and data', async () => {
    mockApi({
      '/e': () => ({ data: { code: -1008, msg: 'Parameter error', data: [{ field: 'phone' }] } }),
    });
    await expect(request.post('/e')).rejects.toMatchObject({
      code: -1008,
      data: [{ field: 'phone' }],
    });
    expect(feedback.notification.error).toHaveBeenCalledWith({ title: 'Parameter error' });
  });
});

describe('transport failures', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a network error shows page-expired, logs out and goes to /login', async () => {
    localStorage.setItem('token', 'old');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request.post(uniquePath('/n'))).rejects.toThrow('Your session has expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(resolveSessionTarget('/somewhere')).toBe('/login');
  });

  it('a call cut off because the page is being left keeps the session and says nothing', async () => {
    localStorage.setItem('token', 'kept');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    window.dispatchEvent(new Event('pagehide'));
    try {
      await expect(request.post(uniquePath('/leaving'))).rejects.toBeInstanceOf(TypeError);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    expect(localStorage.getItem('token')).toBe('kept');
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('a call unanswered for 120 s is aborted with the timeout message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let reached: (signal: AbortSignal) => void = () => undefined;
    const fetchReached = new Promise<AbortSignal>((resolve) => (reached = resolve));
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
          if (init.signal) reached(init.signal);
        }),
    );
    const settled = expect(request.post(uniquePath('/t'))).rejects.toThrow('The system timed out');
    const signal = await fetchReached;
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    await settled;
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call its caller aborts rejects quietly, without a message', async () => {
    mockApi({ '/slow': () => ok(1) });
    const controller = new AbortController();
    controller.abort();
    await expect(request.post('/slow', {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('an HTTP failure names the status', async () => {
    mockApi({ '/h': () => ({ status: 502, data: 'Bad gateway' }) });
    await expect(request.post('/h')).rejects.toThrow('Interface exception 502');
    expect(feedback.message.error).toHaveBeenCalledWith('Interface exception 502');
  });
});
