import { completedList, openDashboard } from '@leadgen/test-utils/web';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const WAIT = { timeout: 5000 };
const titled = (title: string) => waitFor(() => expect(document.title).toBe(title), WAIT);

it('titles each screen after what it shows, the product name last', async () => {
  let listId = '';
  let campaignId = '';
  opened = await openDashboard({
    seed: async ({ server, me }) => {
      listId = (await completedList(server, me, { target: 'natgeo', max: 3 })).listId;
      await server.call('PATCH', `/api/lists/${listId}`, { name: 'Coaches' }, me);
      const res = await server.call(
        'POST',
        '/api/campaigns',
        { fromListId: listId, name: 'Spring push' },
        me,
      );
      campaignId = ((await res.json()) as { campaign: { id: string } }).campaign.id;
    },
  });
  await titled('Dashboard · Leadgen');
  await act(() => opened?.app.router.navigate(`/list/${listId}`));
  await screen.findByRole('heading', { name: 'Coaches' }, WAIT);
  await titled('Lead review · Coaches · Leadgen');
  await act(() => opened?.app.router.navigate(`/view-campaign/${campaignId}`));
  await titled('Campaign · Spring push · Leadgen');
  await act(() => opened?.app.router.navigate(`/edit-campaign/${campaignId}`));
  await titled('Edit campaign · Spring push · Leadgen');
  for (const [path, title] of [
    ['/campaigns', 'Your campaigns · Leadgen'],
    ['/settings', 'Settings · Leadgen'],
    ['/new-campaign', 'New discovery list · Leadgen'],
    ['/landing', 'Find Instagram leads · Leadgen'],
  ] as const) {
    await act(() => opened?.app.router.navigate(path));
    await titled(title);
  }
});
