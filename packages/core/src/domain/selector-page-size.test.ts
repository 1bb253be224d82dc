import { expect, it } from 'vitest';
import { SELECTOR_PAGE_MAX, SELECTOR_PAGE_SIZE } from './selector-page-size.js';

it('pages the selector by 150 rows, at most 1000 at once', () => {
  expect([SELECTOR_PAGE_SIZE, SELECTOR_PAGE_MAX]).toEqual([150, 1000]);
});
