import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './preferred-encoding.js';

describe('preferredEncoding', () => {
  it('prefers zstd, then brotli, then gzip at equal weight, among what is offered', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('deflate, gzip')).toBe('gzip');
  });

  it('follows q-values, an explicit entry winning over *', () => {
    expect(preferredEncoding('gzip;q=1, br;q=0.5, zstd;q=0.2')).toBe('gzip');
    expect(preferredEncoding('*;q=0.5, br')).toBe('br');
    expect(preferredEncoding('*, zstd;q=0')).toBe('br');
    expect(preferredEncoding('br;q=0')).toBeNull();
  });

  it('answers identity without a header or anything acceptable', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('deflate, identity')).toBeNull();
    expect(preferredEncoding('zstd', ['br', 'gzip'])).toBeNull();
  });
});
