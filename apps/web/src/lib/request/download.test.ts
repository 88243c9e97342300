import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './request.ts';
import { attachmentName } from './saveBlob.ts';
import { mockApi } from '../../test/mockApi.ts';
import { spyFeedback } from '../../test/feedbackSpy.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request.download', () => {
  it('posts the parameters form-encoded and saves the file', async () => {
    const createObjectURL = vi.fn(() => 'blob:file');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('orders.csv');
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    mockApi({
      '/export': (config) => {
        expect(config.data).toBe('from=2026-01-01&ids%5B0%5D=1');
        return { data: new Blob(['a,b'], { type: 'text/csv' }) };
      },
    });
    await expect(
      request.download('/export', { from: '2026-01-01', ids: [1] }, 'orders.csv'),
    ).resolves.toBe(true);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('saves under the name the server gives the file', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:f', revokeObjectURL: vi.fn() }),
    );
    mockApi({
      '/order/export': (config) => {
        expect(config.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
        expect(config.data).toBe('scope=1&type=send');
        return {
          data: new Blob(['sn\r\n'], { type: 'text/csv' }),
          headers: { 'content-disposition': 'attachment; filename="orders-2026-11-25.csv"' },
        };
      },
    });
    await expect(
      request.download('/order/export', { scope: 1, type: 'send', sn: undefined }, 'orders.csv'),
    ).resolves.toBe(true);
    expect(saved).toEqual(['orders-2026-11-25.csv']);
  });

  it('shows the message of a JSON reply as every refusal is shown, and saves nothing', async () => {
    const feedback = spyFeedback();
    const createObjectURL = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    mockApi({
      '/export2': () => ({
        data: new Blob([JSON.stringify({ code: 1000, msg: 'No operation permission' })], {
          type: 'application/json',
        }),
      }),
    });
    await expect(request.download('/export2', {}, 'x.csv')).rejects.toMatchObject({
      code: 1000,
      message: 'No operation permission',
    });
    expect(feedback.notification.error).toHaveBeenCalledWith({ title: 'No operation permission' });
    expect(createObjectURL).not.toHaveBeenCalled();
    feedback.restore();
  });
});

describe('attachmentName', () => {
  it('reads the quoted or bare name and keeps only its base name', () => {
    expect(attachmentName('attachment; filename="fx-history-2026-11-25.csv"')).toBe(
      'fx-history-2026-11-25.csv',
    );
    expect(attachmentName('attachment; filename=log.csv')).toBe('log.csv');
    expect(attachmentName('attachment; filename="../../etc/x.csv"')).toBe('x.csv');
    expect(attachmentName(undefined)).toBeUndefined();
  });
});
