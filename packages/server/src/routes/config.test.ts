import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, expect, it } from 'vitest';

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
      landing_video_url: null,
      welcome_video_url: null,
      tutorial_video_urls: [null, null, null],
      extension_url: null,
    },
    // the default actors need no Instagram login (DESIGN.md §9)
    discovery: { session_id_required: { followers: false, following: false } },
  });
  t.deps.web = {
    landingVideoUrl: 'https://videos.example/landing',
    welcomeVideoUrl: null,
    tutorialVideoUrls: [null, 'https://videos.example/campaigns', null],
    extensionUrl: 'https://store.example/leadgen',
  };
  const configured = (await (await t.call('GET', '/api/config')).json()) as {
    web: { extension_url: string };
  };
  expect(configured.web.extension_url).toBe('https://store.example/leadgen');
});

it('says a discovery asks for the session id when the configured actor logs in with one', async () => {
  const config = loadConfig({
    LEADGEN_APIFY_FOLLOWERS_ACTOR: 'aizen0~instagram-follower-following-scraper',
  });
  t.deps.providers.scraper = createApifyScraper({ token: 'unused', actors: config.apify.actors });
  const body = (await (await t.call('GET', '/api/config')).json()) as { discovery: unknown };
  expect(body.discovery).toEqual({ session_id_required: { followers: true, following: false } });
});

it('offers the packed extension when it was built and no store listing is configured', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-extension-'));
  const zip = join(dir, 'leadgen-extension.zip');
  t.deps.extensionZip = zip;
  const linked = async () =>
    ((await (await t.call('GET', '/api/config')).json()) as { web: { extension_url: string | null } }).web
      .extension_url;
  expect(await linked()).toBeNull();
  expect((await t.call('GET', '/extension/leadgen-extension.zip')).status).toBe(404);

  writeFileSync(zip, 'PK packed');
  expect(await linked()).toBe('/extension/leadgen-extension.zip');
  const download = await t.call('GET', '/extension/leadgen-extension.zip');
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  expect(download.headers.get('content-disposition')).toBe('attachment; filename="leadgen-extension.zip"');
  expect(await download.text()).toBe('PK packed');

  t.deps.web = {
    landingVideoUrl: null,
    welcomeVideoUrl: null,
    tutorialVideoUrls: [null, null, null],
    extensionUrl: 'https://store.example/leadgen',
  };
  expect(await linked()).toBe('https://store.example/leadgen');
  rmSync(dir, { recursive: true, force: true });
});
