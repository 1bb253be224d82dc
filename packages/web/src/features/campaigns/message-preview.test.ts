import { expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LIMIT, messagePreview } from './message-preview';

it('shows a message of exactly 100 characters whole, without Show More', () => {
  const message = 'x'.repeat(MESSAGE_PREVIEW_LIMIT);
  expect(messagePreview(message)).toEqual({ text: message, more: false });
});

it('truncates a message of 101 characters at 100 and offers Show More', () => {
  const message = `${'y'.repeat(100)}z`;
  const preview = messagePreview(message);
  expect(preview.more).toBe(true);
  expect(preview.text).toBe(`${'y'.repeat(100)}…`);
});

it('reads a missing message as empty', () => {
  expect(messagePreview(null)).toEqual({ text: '', more: false });
});
