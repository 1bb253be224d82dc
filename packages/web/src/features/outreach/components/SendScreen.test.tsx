import { openDashboard, seedCampaign } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

/** An active campaign of `max` profiles with a template, its send view open. */
async function openSend(max = 3, sendRate?: number) {
  let campaignId = '';
  opened = await openDashboard({
    path: '/landing',
    seed: async (seeder) => {
      campaignId = (await seedCampaign(seeder, { max, template: 'Hi {Username}!' })).campaignId;
      const body = { status: 'active', ...(sendRate && { sendRateLimit: sendRate }) };
      await seeder.server.call('PATCH', `/api/campaigns/${campaignId}`, body, seeder.me);
    },
  });
  await act(() => opened?.app.router.navigate(`/send/${campaignId}`));
  return campaignId;
}

const nextLead = async () => {
  const section = await screen.findByRole('region', { name: /^Next lead: @/ });
  return (section.getAttribute('aria-label') ?? '').replace('Next lead: @', '');
};

it('copies the message, opens Instagram, and moves on when the lead is marked sent, with undo', async () => {
  await openSend(3);
  const first = await nextLead();
  expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
    `Hi ${first}!`,
  );
  expect(document.title).toMatch(/^Send · Spring outreach · Leadgen$/);
  // the lead's message variant (issue 36): A, the template, while the campaign has no other
  expect(screen.getByText('Variant A')).toBeTruthy();
  const copied = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: copied }, configurable: true });
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  fireEvent.click(screen.getByRole('button', { name: /Copy message and open Instagram/ }));
  await waitFor(() => expect(copied).toHaveBeenCalledWith(`Hi ${first}!`));
  expect(open).toHaveBeenCalledWith(`https://www.instagram.com/${first}/`, '_blank', 'noopener');

  // the keyboard: s marks it sent
  fireEvent.keyDown(window, { key: 's' });
  expect(await screen.findByText(`@${first} marked sent`)).toBeTruthy();
  await waitFor(async () => expect(await nextLead()).not.toBe(first));
  expect(screen.getByText('Messages sent').nextElementSibling?.textContent).toBe('1');
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Undo @${first.replace('.', '\\.')}`) }));
  expect(await screen.findByText(`@${first} is back to queued`)).toBeTruthy();
  await waitFor(async () => expect(await nextLead()).toBe(first));
});

it('holds the send button while the pace holds, saying until when, and asks before a send over it', async () => {
  await openSend(3, 1);
  fireEvent.click(await screen.findByRole('button', { name: /^Sent/ }));
  const hold = await screen.findByText(/^1 message in the last hour/);
  expect(hold.textContent).toMatch(
    /^1 message in the last hour: the next can go at \d\d:\d\d \(in (\d+:)?\d+:\d\d\)$/,
  );
  expect(
    (screen.getByRole('button', { name: /Copy message and open Instagram/ }) as HTMLButtonElement).disabled,
  ).toBe(true);

  // Sent while the pace holds: a dialog says when the next send is allowed; Cancel records nothing
  const second = await nextLead();
  fireEvent.keyDown(window, { key: 's' });
  const dialog = await screen.findByRole('dialog', { name: 'Over your pace' });
  expect(dialog.textContent).toMatch(/1 message in the last hour: the next can go at \d\d:\d\d/);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText('Messages sent').nextElementSibling?.textContent).toBe('1');
  expect(await nextLead()).toBe(second);

  fireEvent.click(screen.getByRole('button', { name: /^Sent/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Mark sent anyway' }));
  expect(await screen.findByText(`@${second} marked sent, over your pace`)).toBeTruthy();
  await waitFor(() => expect(screen.getByText('Messages sent').nextElementSibling?.textContent).toBe('2'));
});

it('refuses Replied for a lead never sent a message', async () => {
  await openSend(2);
  const first = await nextLead();
  fireEvent.keyDown(window, { key: 'r' });
  expect(
    await screen.findByText(`@${first} was never sent a message: mark it sent before marking it replied`),
  ).toBeTruthy();
  expect(screen.getByText('Responses').nextElementSibling?.textContent).toBe('0');
});

it('says why a campaign that is not active has no queue', async () => {
  let campaignId = '';
  opened = await openDashboard({
    path: '/landing',
    seed: async (seeder) => {
      campaignId = (await seedCampaign(seeder, { max: 2 })).campaignId;
    },
  });
  await act(() => opened?.app.router.navigate(`/send/${campaignId}`));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The send queue runs for active campaigns only (this one is draft): activate it to start sending',
  );
  expect(screen.getByRole('link', { name: 'Edit the campaign' })).toBeTruthy();
});

it('shows what limits sending now, and pauses the queue on "Instagram blocked me" until undone', async () => {
  await openSend(3);
  const line = await screen.findByLabelText('What limits sending now');
  // a new sender: day 1 of the warm-up
  expect(line.textContent).toBe('Warm-up day 1 of 14: 10 new conversations today, 10 left');
  fireEvent.click(screen.getByRole('button', { name: 'Instagram blocked me' }));
  const dialog = await screen.findByRole('dialog', { name: 'Instagram blocked me' });
  expect(dialog.textContent).toContain(
    'Sending pauses for 24 hours, then runs at half your limit for a day.',
  );
  // the keys are the dialog's while it is open: s marks nothing
  fireEvent.keyDown(window, { key: 's' });
  fireEvent.click(screen.getByRole('button', { name: 'Pause sending' }));
  expect(await screen.findByText(/^Block reported: sending is paused until \w{3} \d\d:\d\d/)).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByLabelText('What limits sending now').textContent).toMatch(
      /^Paused after a block until \w{3} \d\d:\d\d$/,
    ),
  );
  expect(screen.getByText('Messages sent').nextElementSibling?.textContent).toBe('0');
  expect(
    await screen.findByText(/^Paused after you reported a block: the next message can go at/),
  ).toBeTruthy();
  expect(
    (screen.getByRole('button', { name: /Copy message and open Instagram/ }) as HTMLButtonElement).disabled,
  ).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Undo the block report' }));
  expect(await screen.findByText('Block report undone: your usual pace applies again')).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByLabelText('What limits sending now').textContent).toMatch(/^Warm-up day 1/),
  );
  expect(screen.getByRole('button', { name: 'Instagram blocked me' })).toBeTruthy();
});
