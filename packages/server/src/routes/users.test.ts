import { openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

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

describe('the freshness window (GET and PUT /api/users/me/freshness)', () => {
  /** The days and whether they are the default, of an answer that also names the bounds. */
  const setting = async (res: Response) => {
    const { days, is_default: isDefault, version, ...bounds } = (await res.json()) as Record<string, unknown>;
    expect(bounds).toEqual({ default_days: 30, max_days: 365 });
    expect(version).toEqual(expect.any(Number));
    return { days, isDefault };
  };
  const freshness = async (user: { cookie: string }) =>
    setting(await t.call('GET', '/api/users/me/freshness', undefined, user));
  const put = (user: { cookie: string }, days: unknown) =>
    t.call('PUT', '/api/users/me/freshness', { days }, user);

  it('reads the default, sets whole days as a number or text, and puts the default back', async () => {
    const ana = await t.signUp('ana@example.com');
    expect(await freshness(ana)).toEqual({ days: 30, isDefault: true });
    expect(await setting(await put(ana, '14'))).toEqual({ days: 14, isDefault: false });
    expect(await freshness(ana)).toEqual({ days: 14, isDefault: false });
    expect(await setting(await put(ana, 0))).toEqual({ days: 0, isDefault: false });
    expect(await setting(await put(ana, ''))).toEqual({ days: 30, isDefault: true });
    await put(ana, 365);
    expect(await setting(await put(ana, null))).toEqual({ days: 30, isDefault: true });
  });

  it('refuses days out of range with core’s message, and a value of the wrong type', async () => {
    const ana = await t.signUp('ana@example.com');
    for (const days of [366, -1, 1.5, '2 weeks']) {
      const res = await put(ana, days);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'INVALID_INPUT', message: 'Freshness must be a whole number of days from 0 to 365' },
      });
    }
    const wrongType = await put(ana, true);
    expect(wrongType.status).toBe(400);
    expect(await freshness(ana)).toEqual({ days: 30, isDefault: true });
  });

  it('is each user’s own: another user neither reads nor changes it', async () => {
    const ana = await t.signUp('ana@example.com');
    const ben = await t.signUp('ben@example.com');
    await put(ana, 7);
    expect(await freshness(ben)).toEqual({ days: 30, isDefault: true });
    await put(ben, 90);
    expect(await freshness(ana)).toEqual({ days: 7, isDefault: false });
    expect((await t.call('GET', '/api/users/me/freshness')).status).toBe(401);
    expect((await t.call('PUT', '/api/users/me/freshness', { days: 1 })).status).toBe(401);
  });
});
