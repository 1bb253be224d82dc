import { expect, it } from 'vitest';
import { ApiError, failureMessage } from './api';

it("shows the server's explained refusals and the screen's fallback for everything else", () => {
  const fallback = 'Failed to create campaign. Please try again.';
  expect(failureMessage(new ApiError(400, 'INVALID_INPUT', 'Please enter a campaign name'), fallback)).toBe(
    'Please enter a campaign name',
  );
  expect(
    failureMessage(new ApiError(502, 'PROVIDER_ERROR', 'Failed to fetch Instagram data'), fallback),
  ).toBe('Failed to fetch Instagram data');
  expect(failureMessage(new ApiError(500, 'INTERNAL', 'Something went wrong'), fallback)).toBe(fallback);
  expect(failureMessage(new ApiError(413, 'HTTP', 'Request failed (413)'), fallback)).toBe(fallback);
  expect(failureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
});
