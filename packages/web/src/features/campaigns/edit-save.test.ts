import { expect, it } from 'vitest';
import { saveRequest } from './edit-save';

const form = {
  name: '  Spring outreach ',
  description: ' For photographers  ',
  status: 'active',
  sendRateLimit: '25',
  messageTemplate: '  Hi {First Name}  ',
};

it('refuses a blank name', () => {
  expect(saveRequest({ ...form, name: '   ' }, new Set(), {})).toEqual({
    ok: false,
    error: 'Please enter a campaign name',
  });
});

it('trims the fields and keeps only non-blank messages of selected profiles', () => {
  const request = saveRequest(form, new Set(['a', 'b', 'c']), { a: 'Hello', b: '   ', d: 'Not selected' });
  expect(request).toEqual({
    ok: true,
    body: {
      name: 'Spring outreach',
      description: 'For photographers',
      status: 'active',
      messageTemplate: 'Hi {First Name}',
      sendRateLimit: 25,
      selectedIds: ['a', 'b', 'c'],
      messages: { a: 'Hello' },
    },
  });
});

it.each([
  ['', 10],
  ['abc', 10],
  ['0', 10],
  ['150', 10],
  ['1', 1],
  ['100', 100],
])('reads the send rate %j as %d', (typed, rate) => {
  const request = saveRequest({ ...form, sendRateLimit: typed }, new Set(), {});
  expect(request.ok && request.body.sendRateLimit).toBe(rate);
});
