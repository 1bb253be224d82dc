import { openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

it("no API answer is kept by the browser: the session, a signed-out 401, an account's data", async () => {
  const ana = await t.signUp('ana@example.com');
  const answers = [
    await t.call('GET', '/api/users/me', undefined, ana),
    await t.call('GET', '/api/users/me'),
    await t.call('GET', '/api/lists', undefined, ana),
    await t.call('POST', '/api/auth/signout', {}, ana),
  ];
  expect(answers.map((res) => [res.status, res.headers.get('cache-control')])).toEqual([
    [200, 'no-store'],
    [401, 'no-store'],
    [200, 'no-store'],
    [204, 'no-store'],
  ]);
  // files outside the API keep theirs
  expect((await t.app.request('/avatars/ana.svg')).headers.get('cache-control')).toBe(
    'public, max-age=86400',
  );
});
