import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestApp } from '../test-app.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

it('answers the web settings without sign-in, all null when none are configured', async () => {
  const res = await t.call('GET', '/api/config');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    web: {
      landingVideoUrl: null,
      welcomeVideoUrl: null,
      tutorialVideoUrls: [null, null, null],
      extensionUrl: null,
    },
  });
  t.deps.web = {
    landingVideoUrl: 'https://videos.example/landing',
    welcomeVideoUrl: null,
    tutorialVideoUrls: [null, 'https://videos.example/campaigns', null],
    extensionUrl: 'https://store.example/leadgen',
  };
  const configured = (await (await t.call('GET', '/api/config')).json()) as { web: { extensionUrl: string } };
  expect(configured.web.extensionUrl).toBe('https://store.example/leadgen');
});
