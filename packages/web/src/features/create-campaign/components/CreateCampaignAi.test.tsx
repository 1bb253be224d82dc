import { type ContextSource, campaignContext, messages } from '@leadgen/core/domain';
import { type OpenedApp, openCreateCampaign, apiGet as openedGet } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

let opened: OpenedApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

/** The create screen with two completed lists (natgeo, nasa), closed after the test; `path` may preselect one. */
async function withTwoLists(path?: Parameters<typeof openCreateCampaign>[0]) {
  const page = await openCreateCampaign(path);
  opened = page;
  return page.lists;
}

/** The JSON of a GET through the server, as the signed-in user. */
function apiGet<T>(path: string): Promise<T> {
  if (!opened) throw new Error('no screen open');
  return openedGet<T>(opened, path);
}

/** Records the JSON body of every POST to `path` the screen sends. */
function recordPosts(path: string) {
  const bodies: unknown[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), 'http://localhost'),
      init,
    );
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      bodies.push(await request.clone().json());
    return inner(input, init);
  }) as typeof fetch;
  return bodies;
}

it('Generate with AI puts the sandbox template for the lists into the editor', async () => {
  await withTwoLists((lists) => `/create-campaign?list=${lists.natgeo}`);
  const posted = recordPosts('/api/ai/template');
  fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
  await waitFor(
    () => expect(document.querySelector('[aria-live]')?.textContent).toBe(messages.aiTemplateGenerated),
    { timeout: 4000 },
  );
  const editor = screen.getByRole('textbox', { name: 'Message template' }) as HTMLTextAreaElement;
  expect(editor.value).toMatch(/^(Hi|Hey|Hello) \{First Name\}/);
  expect(editor.value).toContain('@natgeo');
  expect(posted).toEqual([{ context: 'Campaign targeting followers of @natgeo' }]);
});

it('prompts the AI with the words a campaign made from the same list gets (core campaignContext)', async () => {
  const ids = await withTwoLists((lists) => `/create-campaign?list=${lists.natgeo}`);
  const posted = recordPosts('/api/ai/template');
  fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
  await waitFor(
    () => expect(document.querySelector('[aria-live]')?.textContent).toBe(messages.aiTemplateGenerated),
    { timeout: 4000 },
  );
  if (!opened) throw new Error('no screen open');
  const made = await opened.app.server.call(
    'POST',
    '/api/campaigns',
    { fromListId: ids.natgeo, name: 'Spring' },
    opened.me,
  );
  const { campaign } = (await made.json()) as { campaign: { id: string } };
  const { campaign: saved } = await apiGet<{ campaign: ContextSource }>(`/api/campaigns/${campaign.id}`);
  expect(campaignContext(saved)).toBe('Campaign "Spring" targeting followers of @natgeo');
  expect(posted).toEqual([{ context: campaignContext({ ...saved, name: '' }) }]);
});

it('personalises the selected profiles, after checking the template and the selection', async () => {
  await withTwoLists();
  fireEvent.click(screen.getByRole('button', { name: 'Personalize selected' }));
  expect((await screen.findByRole('alert')).textContent).toBe(messages.enterTemplateFirst);
  fireEvent.change(screen.getByRole('textbox', { name: 'Message template' }), {
    target: { value: 'Hi {First Name}, loved your work.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Personalize selected' }));
  await screen.findByText(messages.noProfilesSelectedForPersonalization);
  const [one, two] = screen.getAllByRole('checkbox', { name: /^Select @/ });
  if (!one || !two) throw new Error('no rows');
  fireEvent.click(one);
  fireEvent.click(two);
  fireEvent.click(screen.getByRole('button', { name: 'Personalize selected' }));
  expect(await screen.findByText(messages.personalizedCount(2))).toBeTruthy();
  const written = screen.getAllByRole('button', { name: /^Message for @/ });
  expect(written.map((button) => button.textContent)).toEqual(['Message ✓', 'Message ✓']);
  fireEvent.click(written[0] as HTMLElement);
  const text = screen.getByRole('textbox', { name: /^Personalised message for @/ }) as HTMLTextAreaElement;
  expect(text.value).toMatch(/loved your work/i);
});

it('personalises a large selection as a job, following its progress to the messages', async () => {
  const ids = await withTwoLists();
  fireEvent.change(screen.getByRole('textbox', { name: 'Message template' }), {
    target: { value: 'Hi {First Name}, loved your work.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Select all matching' }));
  expect(await screen.findByText('40 selected')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Personalize selected' }));
  // past the job threshold the server queues it: the screen follows the job
  const progress = await screen.findByRole('progressbar', { name: 'Personalizing' });
  expect(progress.getAttribute('aria-valuemax')).toBe('40');
  const server = opened?.app.server;
  if (!server) throw new Error('no app');
  const { personalizeHandler, runWorker } = await import('@leadgen/core');
  const jobs = await server.store.jobs.list(opened?.me.id ?? '', { status: 'queued' });
  expect(jobs.map((job) => job.kind)).toEqual(['personalize']);
  // the worker runs it without the pauses between groups (they are core's, tested there)
  const writer = server.deps.providers.writer;
  const personalize = personalizeHandler({ store: server.store, writer, sleep: async () => {} });
  await runWorker({
    store: server.store,
    mode: 'untilIdle',
    handlers: { ...server.deps.handlers, personalize },
  });
  expect(await screen.findByText(messages.personalizedCount(40), undefined, { timeout: 5000 })).toBeTruthy();
  const written = screen.getAllByRole('button', { name: /^Message for @/ });
  expect(written.every((button) => button.textContent === 'Message ✓')).toBe(true);
  // drafts: nothing was saved on the profiles themselves
  for (const listId of [ids.natgeo, ids.nasa]) {
    const page = await apiGet<{ profiles: { message: string | null }[] }>(`/api/lists/${listId}/profiles`);
    expect(page.profiles.map((profile) => profile.message)).toEqual(page.profiles.map(() => null));
  }
});

it('says what a stopped personalisation wrote and kept', async () => {
  await withTwoLists();
  fireEvent.change(screen.getByRole('textbox', { name: 'Message template' }), {
    target: { value: 'Hi {First Name}, loved your work.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Select all matching' }));
  expect(await screen.findByText('40 selected')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Personalize selected' }));
  await screen.findByRole('progressbar', { name: 'Personalizing' });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(messages.personalizationStopped(0, 40))).toBeTruthy();
  expect(screen.queryByRole('progressbar', { name: 'Personalizing' })).toBeNull();
});
