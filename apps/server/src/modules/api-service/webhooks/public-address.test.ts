import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from './public-address.ts';

describe('public addresses for webhooks', () => {
  it('accepts public IPv4 and IPv6 unicast', () => {
    for (const ip of [
      '8.8.8.8',
      '41.90.64.10',
      '196.201.214.200',
      '2606:4700::1111',
      '2c0f:fe38::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses loopback, private, link-local, unique-local, CGNAT, this-network and multicast', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'febf::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('sees through IPv4-mapped IPv6 in both spellings', () => {
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(isPublicAddress('::ffff:a9fe:a9fe')).toBe(false); // 169.254.169.254
    expect(isPublicAddress('0:0:0:0:0:ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('[::ffff:192.168.0.1]')).toBe(false);
    expect(isPublicAddress('::ffff:808:808')).toBe(true); // 8.8.8.8
  });

  it('is false for anything that is not an address literal', () => {
    for (const text of ['', 'localhost', 'merchant.example', '1.2.3', '999.1.1.1'])
      expect(isPublicAddress(text), text).toBe(false);
  });

  it('knows loopback addresses', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.1.2.3')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('8.8.8.8')).toBe(false);
    expect(isLoopbackAddress('::2')).toBe(false);
  });
});
