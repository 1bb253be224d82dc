import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestApp } from '../testing/test-app.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

const hasExtension = async (user: { cookie: string }) =>
  (
    (await (await t.call('GET', '/api/users/me', undefined, user)).json()) as {
      user: { has_extension: boolean };
    }
  ).user.has_extension;

it('PUT /api/users/me/extension records the installed extension on the signed-in user only', async () => {
  const ana = await t.signUp('ana@example.com');
  const ben = await t.signUp('ben@example.com');
  expect(await hasExtension(ana)).toBe(false);
  const res = await t.call('PUT', '/api/users/me/extension', undefined, ana);
  expect(res.status).toBe(200);
  expect(((await res.json()) as { user: { has_extension: boolean } }).user.has_extension).toBe(true);
  expect([await hasExtension(ana), await hasExtension(ben)]).toEqual([true, false]);
  expect((await t.call('PUT', '/api/users/me/extension')).status).toBe(401);
});
