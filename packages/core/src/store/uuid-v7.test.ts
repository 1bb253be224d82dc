import { describe, expect, it } from 'vitest';
import { uuidV7 } from './uuid-v7.js';

describe('uuidV7', () => {
  it('is a version 7, variant 1 UUID carrying the time', () => {
    const id = uuidV7(Date.parse('2026-11-22T10:00:00Z'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.parse('2026-11-22T10:00:00Z'));
  });

  it('sorts by time and never repeats', () => {
    const earlier = uuidV7(1_000);
    const later = uuidV7(2_000);
    expect(earlier < later).toBe(true);
    const many = new Set(Array.from({ length: 10_000 }, () => uuidV7(5_000)));
    expect(many.size).toBe(10_000);
  });
});
