import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../webhooks/public-address.ts';
import { notifyUrlAllowed } from './notify-url.ts';

describe('notify URL rule', () => {
  it('takes https anywhere, and http only to a loopback host outside production', () => {
    expect(notifyUrlAllowed('https://merchant.example/hooks', false)).toBe(true);
    expect(notifyUrlAllowed('https://merchant.example/hooks', true)).toBe(true);
    expect(notifyUrlAllowed('http://127.0.0.1:4000/hooks', false)).toBe(true);
    expect(notifyUrlAllowed('http://[::1]:4000/hooks', false)).toBe(true);
    expect(notifyUrlAllowed('http://LOCALHOST:4000/hooks', false)).toBe(true);
    expect(notifyUrlAllowed('http://127.0.0.1:4000/hooks', true)).toBe(false);
    expect(notifyUrlAllowed('http://merchant.example/hooks', false)).toBe(false);
    expect(notifyUrlAllowed('http://10.0.0.5/hooks', false)).toBe(false);
    expect(notifyUrlAllowed('ftp://merchant.example/', false)).toBe(false);
    expect(notifyUrlAllowed('not a url', false)).toBe(false);
  });

  it('in production refuses https to private, loopback and link-local literals', () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://2130706433/x', // 127.0.0.1 written as one number
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
      'https://api.localhost/x',
    ]) {
      expect(notifyUrlAllowed(url, true), url).toBe(false);
      expect(notifyUrlAllowed(url, false), url).toBe(true);
    }
    expect(notifyUrlAllowed('https://41.90.64.10/x', true)).toBe(true);
    expect(notifyUrlAllowed('https://[2a00:1450:4001::1]/x', true)).toBe(true);
    expect(notifyUrlAllowed('https://[2001:db8::1]/x', true)).toBe(false);
  });

  it('tells public addresses from the others', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:192.168.0.1')).toBe(false);
    expect(isPublicAddress('100.64.1.1')).toBe(false);
    expect(isPublicAddress('example.com')).toBe(false);
  });
});
