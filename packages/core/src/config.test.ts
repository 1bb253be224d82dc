import { describe, expect, it } from 'vitest';
import { databaseKey } from './acting-user-setting.js';
import {
  configFileProblem,
  configValue,
  configValueProblem,
  dataDir,
  loadConfig,
  SECRET_KEYS,
  sandboxedServices,
  shutdownCutMs,
  shutdownTimeoutMs,
} from './config.js';
import { sessionIdRequired } from './providers/apify-contracts.js';

const PRODUCTION = {
  LEADGEN_MODE: 'production',
  APIFY_TOKEN: 'apify_x',
  GEMINI_API_KEY: 'gem_x',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_CREDITS_10: 'price_10',
  STRIPE_PRICE_CREDITS_20: 'price_20',
  STRIPE_PRICE_CREDITS_50: 'price_50',
  STRIPE_PRICE_CREDITS_100: 'price_100',
  STRIPE_PRICE_PRO: 'price_pro',
};

describe('loadConfig', () => {
  it('defaults to demo mode, SQLite in the user data dir, and every service sandboxed', () => {
    const config = loadConfig({ HOME: '/home/ana' }, {}, 'linux');
    expect(config.mode).toBe('demo');
    expect(config.database).toEqual({ kind: 'sqlite', path: '/home/ana/.local/share/leadgen/leadgen.db' });
    expect(config.server.port).toBe(8787);
    expect(sandboxedServices(config)).toEqual(['apify', 'gemini', 'stripe']);
  });

  it('finds the data dir per platform', () => {
    expect(dataDir({ HOME: '/h', XDG_DATA_HOME: '/xdg' }, 'linux')).toBe('/xdg/leadgen');
    expect(dataDir({ HOME: '/Users/ana' }, 'darwin')).toBe('/Users/ana/Library/Application Support/leadgen');
    expect(dataDir({ LOCALAPPDATA: 'C:/Users/ana/AppData/Local' }, 'win32')).toBe(
      'C:/Users/ana/AppData/Local/leadgen',
    );
  });

  it('lets the environment override the config file, which overrides defaults', () => {
    const config = loadConfig(
      { LEADGEN_DB: '/tmp/env.db', APIFY_TOKEN: 'from-env' },
      {
        LEADGEN_MODE: 'demo',
        LEADGEN_DB: '/tmp/file.db',
        APIFY_TOKEN: 'from-file',
        GEMINI_API_KEY: 'gem',
        PORT: 9000,
        UNKNOWN: 'x',
      },
    );
    expect(config.database).toEqual({ kind: 'sqlite', path: '/tmp/env.db' });
    expect(config.apify.token).toBe('from-env');
    expect(config.gemini.apiKey).toBe('gem');
    expect(config.server.port).toBe(9000);
    expect(sandboxedServices(config)).toEqual(['stripe']);
  });

  it('reads the web app video and extension links, keeping each tutorial in its place', () => {
    const config = loadConfig({
      LEADGEN_LANDING_VIDEO_URL: 'https://videos.example/landing',
      LEADGEN_TUTORIAL_VIDEO_URLS: 'https://videos.example/welcome, ,https://videos.example/import',
    });
    expect(config.web).toEqual({
      landingVideoUrl: 'https://videos.example/landing',
      welcomeVideoUrl: null,
      tutorialVideoUrls: ['https://videos.example/welcome', null, 'https://videos.example/import'],
      extensionUrl: null,
    });
    expect(() => loadConfig({ LEADGEN_TUTORIAL_VIDEO_URLS: 'not a url' })).toThrow(
      'LEADGEN_TUTORIAL_VIDEO_URLS',
    );
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ APIFY_TOKEN: '  ', LEADGEN_DB: '/x.db' }).apify.token).toBeNull();
  });

  it('switches to PostgreSQL with DATABASE_URL and rejects other URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/leadgen' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1/leadgen',
    });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres:// URL');
  });

  it('rejects malformed values with a clear CONFIG_INVALID error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ LEADGEN_MODE: 'prod' })).toThrow(
      'LEADGEN_MODE must be "demo" or "production", got "prod"',
    );
    expect(() => loadConfig({ LEADGEN_APIFY_BASE_URL: 'not a url' })).toThrow(
      /LEADGEN_APIFY_BASE_URL must be a URL/,
    );
    try {
      loadConfig({ PORT: '-1' });
    } catch (error) {
      expect(error).toMatchObject({ code: 'CONFIG_INVALID' });
    }
  });

  it('refuses production mode with any key missing, naming each one', () => {
    expect(() => loadConfig({ LEADGEN_MODE: 'production', APIFY_TOKEN: 'x' })).toThrow(
      /Production mode needs GEMINI_API_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_CREDITS_10/,
    );
    const config = loadConfig(PRODUCTION);
    expect(config.mode).toBe('production');
    expect(config.stripe.prices).toEqual({
      credits_10: 'price_10',
      credits_20: 'price_20',
      credits_50: 'price_50',
      credits_100: 'price_100',
      pro: 'price_pro',
    });
    expect(sandboxedServices(config)).toEqual([]);
  });

  it('runs in demo mode only with no provider key at all, or with LEADGEN_MODE=demo', () => {
    expect(loadConfig({}).mode).toBe('demo');
    const { LEADGEN_MODE: _unset, ...allKeys } = PRODUCTION;
    expect(loadConfig(allKeys).mode).toBe('production');
    // some keys and not others: refused, naming the missing ones (never free credits by accident)
    expect(() => loadConfig({ APIFY_TOKEN: 'a', GEMINI_API_KEY: 'g' })).toThrow(
      'APIFY_TOKEN, GEMINI_API_KEY are set, so Leadgen runs against the real services and needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_CREDITS_10, STRIPE_PRICE_CREDITS_20, STRIPE_PRICE_CREDITS_50, STRIPE_PRICE_CREDITS_100, STRIPE_PRICE_PRO too. Set them, or set LEADGEN_MODE=demo to run the services without a key against the local sandbox.',
    );
    const { STRIPE_PRICE_PRO: _pro, ...noPro } = allKeys;
    expect(() => loadConfig(noPro)).toThrow(/needs STRIPE_PRICE_PRO too/);
    const mixed = loadConfig({ LEADGEN_MODE: 'demo', APIFY_TOKEN: 'a' });
    expect(mixed.mode).toBe('demo');
    expect(sandboxedServices(mixed)).toEqual(['gemini', 'stripe']);
  });

  it('takes the default actors, a known actor per job, or another actor speaking a known contract', () => {
    expect(loadConfig({}).apify.actors).toEqual({
      followers: [
        {
          id: 'datadoping~instagram-followers-scraper',
          contract: 'datadoping~instagram-followers-scraper',
        },
      ],
      following: [
        {
          id: 'datadoping~instagram-following-scraper',
          contract: 'datadoping~instagram-following-scraper',
        },
      ],
      profiles: [{ id: 'apify~instagram-profile-scraper', contract: 'apify~instagram-profile-scraper' }],
    });
    const custom = loadConfig({
      LEADGEN_APIFY_FOLLOWERS_ACTOR: 'acme/my-followers@datadoping~instagram-followers-scraper',
      LEADGEN_APIFY_FOLLOWING_ACTOR: 'aizen0~instagram-follower-following-scraper',
    }).apify.actors;
    expect(custom.followers).toEqual([
      {
        id: 'acme~my-followers',
        contract: 'datadoping~instagram-followers-scraper',
      },
    ]);
    expect(custom.following[0]?.contract).toBe('aizen0~instagram-follower-following-scraper');
    // refused at start, not at the first run
    expect(() => loadConfig({ LEADGEN_APIFY_FOLLOWERS_ACTOR: 'acme~unknown' })).toThrow(
      'LEADGEN_APIFY_FOLLOWERS_ACTOR: Leadgen does not know the input of acme~unknown. Known followers actors: datadoping~instagram-followers-scraper, aizen0~instagram-follower-following-scraper. For another actor that takes the same input, write acme~unknown@<known id>.',
    );
    expect(() =>
      loadConfig({ LEADGEN_APIFY_FOLLOWERS_ACTOR: 'datadoping~instagram-following-scraper' }),
    ).toThrow(
      'LEADGEN_APIFY_FOLLOWERS_ACTOR: datadoping~instagram-following-scraper cannot collect followers.',
    );
    expect(() =>
      loadConfig({ LEADGEN_APIFY_PROFILE_ACTOR: 'x@datadoping~instagram-followers-scraper' }),
    ).toThrow(/must be an Apify actor id/);
    expect(() =>
      loadConfig({ LEADGEN_APIFY_PROFILE_ACTOR: 'acme~x@datadoping~instagram-followers-scraper' }),
    ).toThrow('cannot collect profiles');
    expect(loadConfig({ LEADGEN_APIFY_MAX_USD_PER_1000: '2.5' }).apify.maxUsdPer1000).toBe(2.5);
    expect(() => loadConfig({ LEADGEN_APIFY_MAX_USD_PER_1000: '0' })).toThrow(/must be a number above 0/);
  });

  it('reads a chain of actors per job, tried in order, over the single-actor variable (issue 34)', () => {
    const actors = loadConfig({
      LEADGEN_APIFY_FOLLOWERS_ACTORS:
        ' acme/gone@datadoping~instagram-followers-scraper , aizen0~instagram-follower-following-scraper ,',
      LEADGEN_APIFY_FOLLOWERS_ACTOR: 'datadoping~instagram-followers-scraper',
      LEADGEN_APIFY_FOLLOWING_ACTOR: 'aizen0~instagram-follower-following-scraper',
      LEADGEN_APIFY_PROFILE_ACTORS:
        'apify~instagram-profile-scraper,acme~profiles@apify~instagram-profile-scraper',
    }).apify.actors;
    expect(actors.followers).toEqual([
      { id: 'acme~gone', contract: 'datadoping~instagram-followers-scraper' },
      {
        id: 'aizen0~instagram-follower-following-scraper',
        contract: 'aizen0~instagram-follower-following-scraper',
      },
    ]);
    // the single-actor variable is a chain of one
    expect(actors.following.map((choice) => choice.id)).toEqual([
      'aizen0~instagram-follower-following-scraper',
    ]);
    expect(actors.profiles.map((choice) => choice.id)).toEqual([
      'apify~instagram-profile-scraper',
      'acme~profiles',
    ]);
    // every actor of a chain is checked at start, and named in the error
    expect(() =>
      loadConfig({ LEADGEN_APIFY_FOLLOWERS_ACTORS: 'datadoping~instagram-followers-scraper,acme~unknown' }),
    ).toThrow(/^LEADGEN_APIFY_FOLLOWERS_ACTORS: Leadgen does not know the input of acme~unknown/);
    expect(() =>
      loadConfig({ LEADGEN_APIFY_FOLLOWING_ACTORS: 'datadoping~instagram-followers-scraper' }),
    ).toThrow(
      'LEADGEN_APIFY_FOLLOWING_ACTORS: datadoping~instagram-followers-scraper cannot collect following.',
    );
    expect(() => loadConfig({ LEADGEN_APIFY_PROFILE_ACTORS: ' , ' })).toThrow(
      'LEADGEN_APIFY_PROFILE_ACTORS must name at least one Apify actor',
    );
    expect(() =>
      loadConfig({
        LEADGEN_APIFY_FOLLOWERS_ACTORS:
          'datadoping~instagram-followers-scraper,datadoping/instagram-followers-scraper',
      }),
    ).toThrow('LEADGEN_APIFY_FOLLOWERS_ACTORS names datadoping~instagram-followers-scraper twice');
    // a discovery asks for a session id when an actor of its chain logs in
    expect(sessionIdRequired(actors, 'followers')).toBe(true);
    expect(sessionIdRequired(actors, 'following')).toBe(true);
    expect(sessionIdRequired(loadConfig({}).apify.actors, 'followers')).toBe(false);
  });

  it('reads the acting user, debug flag, base URLs and mail settings', () => {
    const config = loadConfig({
      LEADGEN_USER: 'ana@example.com',
      LEADGEN_DEBUG: '1',
      LEADGEN_GEMINI_BASE_URL: 'http://127.0.0.1:4010/',
      LEADGEN_STRIPE_BASE_URL: 'http://127.0.0.1:4010',
      LEADGEN_PUBLIC_URL: 'https://leadgen.example.com',
      MAIL_FROM: 'Leadgen <hi@example.com>',
    });
    expect(config.user).toEqual({ selector: 'ana@example.com', source: 'LEADGEN_USER' });
    expect(config.debug).toBe(true);
    expect(config.gemini.baseUrl).toBe('http://127.0.0.1:4010');
    expect(config.stripe.baseUrl).toBe('http://127.0.0.1:4010');
    expect(config.server.publicUrl).toBe('https://leadgen.example.com');
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Leadgen <hi@example.com>' });
  });
});

describe('the acting user of each database', () => {
  const remembered = {
    acting_users: {
      '/data/a.db': 'ana@example.com',
      'postgres://leadgen@db.internal/leadgen': 'ben@example.com',
    },
  };

  it('is the one remembered for the database in play; LEADGEN_USER wins', () => {
    expect(loadConfig({ LEADGEN_DB: '/data/a.db' }, remembered).user).toEqual({
      selector: 'ana@example.com',
      source: 'remembered',
    });
    // a relative path is the same file from its folder
    expect(loadConfig({ LEADGEN_DB: 'a.db' }, remembered, 'linux', '/data').user?.selector).toBe(
      'ana@example.com',
    );
    expect(loadConfig({ LEADGEN_DB: '/data/b.db' }, remembered).user).toBeNull();
    // a PostgreSQL database is remembered without its password
    const pg = loadConfig({ DATABASE_URL: 'postgres://leadgen:s3cret@db.internal/leadgen' }, remembered);
    expect(pg.user?.selector).toBe('ben@example.com');
    expect(databaseKey(pg.database)).toBe('postgres://leadgen@db.internal/leadgen');
    expect(databaseKey({ kind: 'postgres', url: 'postgres://db/x?password=s3cret&sslmode=require' })).toBe(
      'postgres://db/x?sslmode=require',
    );
    expect(loadConfig({ LEADGEN_DB: '/data/a.db', LEADGEN_USER: 'cy@example.com' }, remembered).user).toEqual(
      {
        selector: 'cy@example.com',
        source: 'LEADGEN_USER',
      },
    );
  });

  it("counts an earlier version's global LEADGEN_USER for the database the file names", () => {
    const legacy = { LEADGEN_USER: 'old@example.com', LEADGEN_DB: '/data/a.db' };
    expect(loadConfig({}, legacy).user).toEqual({ selector: 'old@example.com', source: 'remembered' });
    expect(loadConfig({ LEADGEN_DB: '/data/b.db' }, legacy).user).toBeNull();
    // no database in the file: the default one
    expect(loadConfig({ HOME: '/home/u' }, { LEADGEN_USER: 'old@example.com' }, 'linux').user?.selector).toBe(
      'old@example.com',
    );
    expect(
      loadConfig({ HOME: '/home/u', LEADGEN_DB: '/data/a.db' }, { LEADGEN_USER: 'old@example.com' }).user,
    ).toBeNull();
  });
});

describe('one setting', () => {
  it('checks a value before it is stored, saying what is allowed', () => {
    expect(configValueProblem('PORT', 'abc')).toBe('PORT must be a whole number from 0 to 65535, got "abc"');
    expect(configValueProblem('PORT', '9000')).toBeNull();
    expect(configValueProblem('APIFY_TOKEN', 'apify_api_x')).toBeNull();
    expect(configValueProblem('LEADGEN_MODE', 'production')).toBeNull();
    expect(configValueProblem('LEADGEN_MODE', 'prod')).toMatch(/must be "demo" or "production"/);
  });

  it('finds the bad value of the config file the environment does not override', () => {
    expect(configFileProblem({}, { PORT: 'abc', LEADGEN_MODE: 'demo' })).toEqual({
      key: 'PORT',
      problem: 'PORT must be a whole number from 0 to 65535, got "abc"',
    });
    expect(configFileProblem({ PORT: '9000' }, { PORT: 'abc' })).toBeNull();
  });

  it('says where a value comes from: the environment, the config file or a default', () => {
    expect(configValue({ PORT: '9000' }, { PORT: '8000' }, 'PORT')).toEqual({
      value: '9000',
      source: 'environment',
    });
    expect(configValue({}, { PORT: '8000' }, 'PORT')).toEqual({ value: '8000', source: 'config file' });
    expect(configValue({}, {}, 'PORT')).toEqual({ value: '8787', source: 'default' });
    expect(configValue({ HOME: '/home/ana' }, {}, 'LEADGEN_DB', 'linux')).toEqual({
      value: '/home/ana/.local/share/leadgen/leadgen.db',
      source: 'default',
    });
    expect(configValue({}, {}, 'APIFY_TOKEN')).toEqual({ value: null, source: 'unset' });
  });
});

describe('shutdown and metrics settings', () => {
  it('stops within 10 s by default, or LEADGEN_SHUTDOWN_TIMEOUT_MS; the metrics token is a secret', () => {
    expect(loadConfig({}).server).toMatchObject({ shutdownTimeoutMs: 10_000, metricsToken: null });
    const set = loadConfig({ LEADGEN_SHUTDOWN_TIMEOUT_MS: '2500', LEADGEN_METRICS_TOKEN: 'scrape-me' });
    expect(set.server).toMatchObject({ shutdownTimeoutMs: 2500, metricsToken: 'scrape-me' });
    expect(shutdownTimeoutMs({}, { LEADGEN_SHUTDOWN_TIMEOUT_MS: 4000 })).toBe(4000);
    expect(SECRET_KEYS.has('LEADGEN_METRICS_TOKEN')).toBe(true);
    expect(configValue({}, {}, 'LEADGEN_SHUTDOWN_TIMEOUT_MS')).toEqual({ value: '10000', source: 'default' });
  });

  it('lets an API key make 600 requests a minute by default, or LEADGEN_API_RATE_LIMIT', () => {
    expect(loadConfig({}).server.apiRateLimitPerMinute).toBe(600);
    expect(loadConfig({ LEADGEN_API_RATE_LIMIT: '60' }).server.apiRateLimitPerMinute).toBe(60);
    expect(configValue({}, {}, 'LEADGEN_API_RATE_LIMIT')).toEqual({ value: '600', source: 'default' });
    for (const value of ['0', '1.5', 'many'])
      expect(() => loadConfig({ LEADGEN_API_RATE_LIMIT: value })).toThrow(
        `LEADGEN_API_RATE_LIMIT must be a whole number above 0, got "${value}"`,
      );
  });

  it('refuses a shutdown timeout that is not a whole number of milliseconds above 0', () => {
    for (const value of ['0', '-5', '1.5', '10s']) {
      expect(() => loadConfig({ LEADGEN_SHUTDOWN_TIMEOUT_MS: value })).toThrow(
        `LEADGEN_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${value}"`,
      );
    }
  });

  it('cuts what is left a second before the deadline, or a quarter of it before when it is short', () => {
    expect(shutdownCutMs(10_000)).toBe(9_000);
    expect(shutdownCutMs(2_000)).toBe(1_500);
  });
});

describe('webhook settings (issue 35)', () => {
  it('refuses private receivers unless LEADGEN_WEBHOOK_ALLOW_PRIVATE=1; credits.low below 1 credit, or LEADGEN_LOW_CREDITS', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, lowCreditsMillicredits: 1000 });
    expect(loadConfig({ LEADGEN_WEBHOOK_ALLOW_PRIVATE: '1', LEADGEN_LOW_CREDITS: '2.5' }).webhooks).toEqual({
      allowPrivate: true,
      lowCreditsMillicredits: 2500,
    });
    expect(loadConfig({ LEADGEN_LOW_CREDITS: '0' }).webhooks.lowCreditsMillicredits).toBe(0);
    expect(configValue({}, {}, 'LEADGEN_LOW_CREDITS')).toEqual({ value: '1', source: 'default' });
    expect(configValueProblem('LEADGEN_LOW_CREDITS', 'lots')).toBe(
      'LEADGEN_LOW_CREDITS must be a number of credits (0 or more), got "lots"',
    );
    expect(configValueProblem('LEADGEN_WEBHOOK_ALLOW_PRIVATE', '1')).toBeNull();
  });
});
