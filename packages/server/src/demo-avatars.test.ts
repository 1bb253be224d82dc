import { avatarSvg } from '@leadgen/sandbox/avatars';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { servedAvatarUrl } from './demo-avatars.js';

describe('servedAvatarUrl', () => {
  it("maps the demo sandbox's avatar on any loopback port to this server's path", () => {
    expect(servedAvatarUrl('http://127.0.0.1:41234/avatars/maria.garcia92.svg')).toBe(
      '/avatars/maria.garcia92.svg',
    );
    expect(servedAvatarUrl('http://localhost:5000/avatars/ana.svg')).toBe('/avatars/ana.svg');
    expect(servedAvatarUrl('http://[::1]:5000/avatars/ana.svg')).toBe('/avatars/ana.svg');
  });

  it("keeps Instagram's pictures and anything else as they are", () => {
    const cdn = 'https://scontent-lhr8-1.cdninstagram.com/v/t51.2885-19/12345_n.jpg?stp=dst-jpg&_nc_ht=x';
    expect(servedAvatarUrl(cdn)).toBe(cdn);
    expect(servedAvatarUrl('https://instagram.fxyz1-1.fbcdn.net/avatars/ana.svg')).toBe(
      'https://instagram.fxyz1-1.fbcdn.net/avatars/ana.svg',
    );
    expect(servedAvatarUrl('http://example.com/avatars/ana.svg')).toBe('http://example.com/avatars/ana.svg');
    expect(servedAvatarUrl('http://127.0.0.1:5000/pictures/ana.svg')).toBe(
      'http://127.0.0.1:5000/pictures/ana.svg',
    );
    expect(servedAvatarUrl(null)).toBe(null);
  });
});

describe('demo avatars from the server', () => {
  let t: Awaited<ReturnType<typeof openTestApp>>;
  beforeEach(async () => {
    t = await openTestApp();
  });
  afterEach(() => t.close());

  it('GET /avatars/<username>.svg is the sandbox avatar, served from this origin', async () => {
    const res = await t.app.request('/avatars/maria.garcia92.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe(avatarSvg('maria.garcia92'));
    // a username as the sandbox writes it in the URL
    expect(await (await t.app.request('/avatars/o%27brien.svg')).text()).toBe(avatarSvg("o'brien"));
    expect((await t.app.request('/avatars/nested/ana.svg')).status).toBe(404);
    expect((await t.app.request('/avatars/ana.png')).status).toBe(404);
  });

  it("answers a demo list's stored pictures with this server's path, which it serves itself", async () => {
    const ana = await t.signUp('ana@example.com');
    const { listId } = await completedList(t, ana, { max: 4 });
    // stored as the sandbox named them, on its port of that run
    const stored = await t.store.db
      .selectFrom('profiles')
      .select('profile_pic_url')
      .where('search_list_id', '=', listId)
      .execute();
    expect(stored.map((row) => row.profile_pic_url)).toEqual(
      stored.map(() => expect.stringMatching(new RegExp(`^${t.sandbox.url}/avatars/`))),
    );

    const page = (await (await t.call('GET', `/api/lists/${listId}/profiles`, undefined, ana)).json()) as {
      profiles: { username: string; profile_pic_url: string }[];
    };
    expect(page.profiles).toHaveLength(4);
    for (const profile of page.profiles)
      expect(profile.profile_pic_url).toBe(`/avatars/${encodeURIComponent(profile.username)}.svg`);

    const made = await t.call('POST', '/api/campaigns', { fromListId: listId, name: 'Pictures' }, ana);
    expect(made.status).toBe(201);
    const { campaigns } = (await (await t.call('GET', '/api/campaigns', undefined, ana)).json()) as {
      campaigns: { preview_profiles: { profile_pic_url: string }[] }[];
    };
    for (const preview of campaigns[0]?.preview_profiles ?? [])
      expect(preview.profile_pic_url).toMatch(/^\/avatars\/[^/]+\.svg$/);
    expect(campaigns[0]?.preview_profiles.length).toBeGreaterThan(0);

    // this server answers it, whichever sandbox named it
    const first = page.profiles[0];
    const picture = await t.app.request(first?.profile_pic_url ?? '');
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe(avatarSvg(first?.username ?? ''));
  });
});
