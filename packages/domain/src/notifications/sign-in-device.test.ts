import { describe, expect, it } from 'vitest';
import { deviceIdentity, ipNetwork } from './sign-in-device.ts';

describe('sign-in device', () => {
  it('keeps an IPv4 /24 and an IPv6 /48', () => {
    expect(ipNetwork('41.90.12.7')).toBe('41.90.12.0/24');
    expect(ipNetwork('::ffff:41.90.12.200')).toBe('41.90.12.0/24');
    expect(ipNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(ipNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
  });

  it('is the same device within a network and another with another browser', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14)';
    expect(deviceIdentity(ua, '41.90.12.7')).toBe(deviceIdentity(ua, '41.90.12.99'));
    expect(deviceIdentity(ua, '41.90.12.7')).not.toBe(deviceIdentity(ua, '41.90.13.7'));
    expect(deviceIdentity(ua, '41.90.12.7')).not.toBe(deviceIdentity('curl/8', '41.90.12.7'));
  });
});
