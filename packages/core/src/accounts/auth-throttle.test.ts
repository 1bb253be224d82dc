import { describe, expect, it } from 'vitest';
import { clientKey, refuseWhenLimited, throttleKeys } from './auth-throttle.js';

describe('auth throttle', () => {
  it('keys IPv4 as it is and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b:1:2::203.0.113.7')).toBe('64:ff9b:1:2::/64');
    expect(clientKey('unix-socket')).toBe('unix-socket');
  });

  it('keys e-mails by their SHA-256 so the table holds no addresses', () => {
    expect(throttleKeys.signInAccount('ana@example.com')).toMatch(/^signin:account:[0-9a-f]{64}$/);
    expect(throttleKeys.resetEmail('ana@example.com')).not.toContain('ana');
  });

  it('throws RATE_LIMITED with the wait in whole minutes', () => {
    expect(() => refuseWhenLimited({ allowed: true, retryAfterSeconds: 0, count: 1 })).not.toThrow();
    for (const [seconds, text] of [
      [600, '10 minutes'],
      [61, '2 minutes'],
      [1, '1 minute'],
    ] as const) {
      expect(() => refuseWhenLimited({ allowed: false, retryAfterSeconds: seconds, count: 1 })).toThrow(
        expect.objectContaining({
          code: 'RATE_LIMITED',
          retryAfterSeconds: seconds,
          message: `Too many attempts. Please try again in ${text}.`,
        }),
      );
    }
  });
});
