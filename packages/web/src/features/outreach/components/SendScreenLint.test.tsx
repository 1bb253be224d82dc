import { openDashboard, seedCampaign } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

// Issue 36 on the send view: the linter's findings under the message, and Copy and Sent held
// while the message still holds a placeholder.

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const nextLead = async () => {
  const section = await screen.findByRole('region', { name: /^Next lead: @/ });
  return (section.getAttribute('aria-label') ?? '').replace('Next lead: @', '');
};
const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

it('warns that the next text repeats one sent today, and holds Copy and Sent on an unfilled placeholder', async () => {
  let campaignId = '';
  let write: (profileId: string, message: string) => Promise<void> = async () => {};
  opened = await openDashboard({
    path: '/landing',
    seed: async (seeder) => {
      campaignId = (await seedCampaign(seeder, { max: 3, template: 'Love your work!' })).campaignId;
      await seeder.server.call('PATCH', `/api/campaigns/${campaignId}`, { status: 'active' }, seeder.me);
      // a message written past the save checks (the AI's writes, an older release)
      write = async (profileId, message) => {
        await seeder.server.store.campaignMessages.saveMessages(seeder.me.id, campaignId, [
          { id: profileId, message },
        ]);
      };
    },
  });
  await act(() => opened?.app.router.navigate(`/send/${campaignId}`));
  const first = await nextLead();
  expect(screen.queryByRole('list', { name: 'Message checks' })).toBeNull();
  fireEvent.keyDown(window, { key: 's' });
  expect(await screen.findByText(`@${first} marked sent`)).toBeTruthy();
  await waitFor(async () => expect(await nextLead()).not.toBe(first));
  const checks = await screen.findByRole('list', { name: 'Message checks' });
  expect(checks.textContent).toContain(`Identical to your message to @${first} at`);
  expect(button(/^Sent/).disabled).toBe(false);

  const queue = (await (
    await opened.app.server.call('GET', `/api/campaigns/${campaignId}/queue`, undefined, opened.me)
  ).json()) as { next: { profile_id: string } };
  await write(queue.next.profile_id, 'Hi {Frist Name}!');
  await act(() => opened?.app.router.navigate(`/view-campaign/${campaignId}`));
  await act(() => opened?.app.router.navigate(`/send/${campaignId}`));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The message still holds {Frist Name}: edit the message before you send it',
  );
  expect(button(/Copy message and open Instagram/).disabled).toBe(true);
  expect(button(/^Sent/).disabled).toBe(true);
  expect(screen.getByRole('link', { name: 'Edit the message' }).getAttribute('href')).toBe(
    `/edit-campaign/${campaignId}`,
  );
});
