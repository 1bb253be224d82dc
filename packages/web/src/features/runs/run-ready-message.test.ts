import { expect, it } from 'vitest';
import { runReadyMessage } from './run-ready-message';

const result = {
  list_id: 'l1',
  profiles_found: 165,
  enriched: 165,
  reused: 0,
  not_found: 0,
  failed: 0,
  charged: 1.32,
  notice: null,
};

it('says how many profiles were found', () => {
  expect(runReadyMessage(result)).toBe('✓ Your list is ready: 165 profiles found.');
  expect(runReadyMessage({ ...result, profiles_found: 1 })).toBe('✓ Your list is ready: 1 profile found.');
  expect(runReadyMessage(null)).toBe('✓ Your list is ready: 0 profiles found.');
});

it('says how many were enriched and how many already known, not charged, when people were reused', () => {
  expect(runReadyMessage({ ...result, reused: 45, charged: 0.96 })).toBe(
    '✓ Your list is ready: 165 profiles found. 120 enriched, 45 already known (not charged).',
  );
});
