import { expect, it } from 'vitest';
import { PERSONALIZE_CONCURRENCY, PERSONALIZE_PAUSE_MS } from './personalization-pacing.js';

it('paces batch personalisation as spec §9 says: 5 at once, 1 s between groups', () => {
  expect([PERSONALIZE_CONCURRENCY, PERSONALIZE_PAUSE_MS]).toEqual([5, 1000]);
});
