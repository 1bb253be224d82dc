import { completedList, openTestApp, runJobs } from '@leadgen/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 32: one JSON style, the same as the CLI's --json. The API's answers for jobs, the send
// queue, the pace, the credit history and run estimates are core's wire shapes: the spec's
// snake_case names at every depth, and the same keys the CLI prints for the same thing. Every
// other answer (pages, settings, offers) is snake_case too.

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let campaign: string;
let listId: string;
let jobId: string;

type Json = Record<string, unknown>;

const SNAKE = /^[a-z][a-z0-9_]*$/;

/**
 * Values whose keys are not checked, each with why: the names inside are the spec's own.
 */
const VERBATIM: Record<string, string> = {
  filters: "a campaign's filter object, named by spec §3 in camelCase",
};

/** The keys of `value` that are not snake_case, at every depth, with where they are. */
function camelKeys(value: unknown, where = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => camelKeys(item, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(SNAKE.test(key) ? [] : [`${where}.${key}`]),
    ...(key in VERBATIM ? [] : camelKeys(item, `${where}.${key}`)),
  ]);
}

const keysOf = (value: unknown) => Object.keys(value as Json).sort();

async function answer(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await t.call(method, path, body, ana);
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  const json = (await res.json()) as Json;
  expect(camelKeys(json), `${method} ${path}`).toEqual([]);
  return json;
}

const JOB_KEYS = [
  'attempts',
  'created_at',
  'error',
  'error_code',
  'finished_at',
  'id',
  'kind',
  'list_id',
  'progress',
  'request',
  'result',
  'status',
  'updated_at',
];

beforeAll(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  ({ listId, jobId } = await completedList(t, ana, { max: 3 }));
  const made = await t.call(
    'POST',
    '/api/campaigns',
    { fromListId: listId, messageTemplate: 'Hi {Username}' },
    ana,
  );
  campaign = `/api/campaigns/${((await made.json()) as { campaign: { id: string } }).campaign.id}`;
  await t.call('PATCH', campaign, { status: 'active' }, ana);
});
afterAll(() => t.close());

describe('the API answers in the spec’s snake_case names', () => {
  it('answers jobs as the CLI prints them', async () => {
    const { job } = await answer('GET', `/api/jobs/${jobId}`);
    expect(keysOf(job)).toEqual(JOB_KEYS);
    const { request, progress, result } = job as Json;
    expect(keysOf(request)).toEqual(['kind', 'max_profiles', 'search_type', 'target_accounts']);
    expect(keysOf(progress)).toEqual([
      'discovered',
      'enriched',
      'failed',
      'notice',
      'percent',
      'step',
      'step_count',
      'step_index',
    ]);
    expect(keysOf(result)).toEqual([
      'charged',
      'enriched',
      'failed',
      'list_id',
      'not_found',
      'notice',
      'profiles_found',
      'reused',
    ]);
    const page = await answer('GET', '/api/jobs');
    expect(keysOf(page)).toEqual(['jobs', 'next_cursor', 'total']);
    expect(keysOf((page.jobs as Json[])[0])).toEqual(JOB_KEYS);
    await answer('GET', '/api/jobs/active');
  });

  it('answers a queued run with its job id and estimate', async () => {
    const body = { targets: ['nasa'], type: 'followers', maxProfiles: 2, sessionId: 'sess-test' };
    const { estimate } = await answer('POST', '/api/lists/discovery/estimate', body);
    expect(keysOf(estimate)).toEqual([
      'balance',
      'capped',
      'cost',
      'covered',
      'known',
      'notice',
      'profiles',
      'summary',
      'to_enrich',
    ]);
    await answer('POST', '/api/lists/custom/estimate', { usernames: ['nasa'] });
    const queued = await answer('POST', '/api/lists/discovery', body);
    expect(keysOf(queued)).toEqual(['estimate', 'job_id']);
    await runJobs(t);
  });

  it('answers the send queue, a marked lead and the pace as the CLI prints them', async () => {
    const queue = await answer('GET', `${campaign}/queue`);
    expect(keysOf(queue)).toEqual(['campaign', 'counts', 'health', 'next', 'pace', 'remaining', 'today']);
    expect(keysOf(queue.health)).toEqual(['block_in_effect', 'factor', 'left', 'limit', 'line']);
    expect(keysOf(queue.campaign)).toEqual([
      'id',
      'messages_sent',
      'name',
      'reply_rate',
      'responses_received',
      'send_rate_limit',
      'status',
    ]);
    expect(keysOf(queue.pace)).toEqual(['allowed', 'at', 'hold', 'notice', 'wait_ms']);
    const next = queue.next as { profile_id: string; username: string };
    const marked = await answer('POST', `${campaign}/leads/${next.profile_id}/status`, { status: 'sent' });
    expect(keysOf(marked)).toEqual(['lead', 'message', 'over_pace']);
    expect(keysOf(marked.lead)).toEqual([
      'campaign_id',
      'note',
      'opened_at',
      'profile_id',
      'sent_at',
      'status',
      'status_at',
      'username',
    ]);
    await answer('POST', `${campaign}/leads/${next.profile_id}/undo`);
    await answer('GET', '/api/outreach/campaigns');
    const { leads } = await answer('GET', `/api/outreach/lead?username=${next.username}`);
    expect(keysOf((leads as Json[])[0])).toEqual([
      'campaign',
      'lint',
      'profile_id',
      'sendable',
      'status',
      'text',
      'username',
    ]);
    const pace = await answer('GET', '/api/outreach/settings');
    expect(keysOf(pace)).toEqual([
      'blocked',
      'daily_cap',
      'health',
      'time_zone',
      'version',
      'warmup',
      'warmup_days',
      'warmup_start',
      'working_hours',
    ]);
    await answer('PUT', '/api/outreach/settings', { dailyCap: 10 });
    const reported = await answer('POST', '/api/outreach/blocked', {});
    expect(keysOf(reported)).toEqual(['blocked', 'message']);
    expect(keysOf(reported.blocked)).toEqual(['note', 'paused_until', 'recovered_at', 'reported_at']);
    await answer('DELETE', '/api/outreach/blocked');
  });

  it('answers the credit history as the CLI prints it', async () => {
    const history = await answer('GET', '/api/credits/history?limit=1');
    expect(keysOf(history)).toEqual(['entries', 'next_before', 'total']);
    expect(keysOf((history.entries as Json[])[0])).toEqual(['created_at', 'credits', 'id', 'reason', 'ref']);
  });

  it('answers a personalisation with each profile’s id in the spec’s name', async () => {
    const queue = await answer('GET', `${campaign}/queue`);
    const profileId = (queue.next as { profile_id: string }).profile_id;
    const one = await answer('POST', '/api/ai/personalize', { profileId, template: 'Hi {Username}' });
    expect(one).toMatchObject({ profile_id: profileId });
    const batch = await answer('POST', '/api/ai/drafts', {
      profileIds: [profileId],
      template: 'Hi {Username}',
    });
    expect(batch).toMatchObject({ ok: [{ profile_id: profileId }] });
    await answer('POST', `${campaign}/personalize`, { force: true });
  });

  it('answers pages, settings, offers and a saved campaign in snake_case', async () => {
    const review = await answer('GET', `/api/lists/${listId}/profiles?limit=1`);
    expect(keysOf(review)).toEqual(['matching', 'next_cursor', 'profiles', 'total']);
    const { insight } = await answer('GET', `/api/lists/${listId}/insight`);
    expect(keysOf(insight)).toContain('unknown_followers');
    const selector = await answer('GET', '/api/profiles?limit=1');
    expect(keysOf(selector)).toEqual([
      'candidates',
      'insight',
      'matching',
      'next_cursor',
      'next_offset',
      'profiles',
    ]);
    const members = await answer('GET', `${campaign}/profiles?limit=1`);
    expect(keysOf(members)).toEqual(['matching', 'next_cursor', 'profiles', 'total']);
    const saved = await answer('PATCH', campaign, { description: 'Spring' });
    expect(saved).toMatchObject({ messages_saved: 0, message_versions: {} });
    await answer('GET', `${campaign}`);
    await answer('GET', '/api/campaigns');
    await answer('GET', '/api/lists');
    const freshness = await answer('GET', '/api/users/me/freshness');
    expect(keysOf(freshness)).toEqual(['days', 'default_days', 'is_default', 'max_days', 'version']);
    const config = await answer('GET', '/api/config');
    expect(keysOf(config.web)).toEqual([
      'extension_url',
      'landing_video_url',
      'tutorial_video_urls',
      'welcome_video_url',
    ]);
    const offers = await answer('GET', '/api/credits/packs');
    expect(keysOf((offers.packs as Json[])[0])).toEqual([
      'credits',
      'id',
      'most_popular',
      'price_usd',
      'tagline',
    ]);
    await answer('GET', '/api/users/me');
  });
});
