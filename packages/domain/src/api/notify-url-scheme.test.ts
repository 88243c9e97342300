import { describe, expect, it } from 'vitest';
import { notifyUrlSchemeAllowed } from './notify-url-scheme.ts';

describe('notifyUrlSchemeAllowed', () => {
  it('takes https anywhere', () => {
    expect(notifyUrlSchemeAllowed('https://hooks.example.com/pesa', true)).toBe(true);
    expect(notifyUrlSchemeAllowed('https://hooks.example.com/pesa', false)).toBe(true);
  });

  it('takes http only to this machine, and only outside production', () => {
    for (const url of [
      'http://127.0.0.1:8081/pesa-webhook',
      'http://localhost:8081/x',
      'http://[::1]:8081/x',
      'http://LOCALHOST./x',
    ]) {
      expect(notifyUrlSchemeAllowed(url, false), url).toBe(true);
      expect(notifyUrlSchemeAllowed(url, true), url).toBe(false);
    }
    expect(notifyUrlSchemeAllowed('http://hooks.example.com/pesa', false)).toBe(false);
    expect(notifyUrlSchemeAllowed('http://192.168.1.5/pesa', false)).toBe(false);
  });

  it('refuses other schemes and text that is not a URL', () => {
    for (const text of ['ftp://example.com', 'hooks.example.com', '', 'https://'])
      expect(notifyUrlSchemeAllowed(text, false), text).toBe(false);
  });
});
