import { openDashboard, openWithCampaign, type Seeder, seedCampaign } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

// Message variants on the campaign screens (issue 36): the edit screen adds, edits and removes
// them; the view screen shows each one's stats with the suggestion and picks a winner (final).

type Closable = { app: { unmount(): void; close(): Promise<void> } };
let opened: Closable | undefined;
afterEach(async () => {
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const toastSays = async (text: string) =>
  expect(await screen.findByText(text, { selector: '[role=status],[role=alert]' })).toBeTruthy();

/** The campaign's variants as the API answers them. */
async function variantsOf({ server, me }: Seeder, campaignId: string) {
  const res = await server.call('GET', `/api/campaigns/${campaignId}/variants`, undefined, me);
  return (await res.json()) as {
    winner: string | null;
    variants: { label: string; message_template: string; removed: boolean }[];
  };
}

it('adds a variant as a copy of A on the edit screen, saves its text and removes it', async () => {
  const current = await openWithCampaign((id) => `/edit-campaign/${id}`, {
    max: 2,
    template: 'Hi {First Name}!',
  });
  opened = current.opened;
  const seeder = { server: current.opened.app.server, me: current.opened.me };
  const add = await screen.findByRole('button', { name: 'Add variant (copy of A)' });
  fireEvent.click(add);
  await toastSays('Variant B added');
  const field = (await screen.findByLabelText('Variant B')) as HTMLTextAreaElement;
  expect(field.value).toBe('Hi {First Name}!');
  fireEvent.change(field, { target: { value: 'Hey ' } });
  // the template editor's variable buttons work here too (the last editor on the page is B's)
  const inserts = screen.getAllByRole('button', { name: 'Insert {Username}' });
  fireEvent.click(inserts[inserts.length - 1] as HTMLElement);
  await waitFor(() =>
    expect((screen.getByLabelText('Variant B') as HTMLTextAreaElement).value).toBe('Hey {Username}'),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save B' }));
  await toastSays('Variant B saved');
  expect((await variantsOf(seeder, current.campaignId)).variants[1]?.message_template).toBe('Hey {Username}');

  // a remove asks first, as the app's other deletes do; Cancel keeps the variant
  fireEvent.click(await screen.findByRole('button', { name: 'Remove B' }));
  const asked = await screen.findByRole('dialog', { name: 'Remove variant B?' });
  fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((await variantsOf(seeder, current.campaignId)).variants[1]?.removed).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Remove B' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove variant B?' });
  expect(confirm.textContent).toContain(
    "Its queued leads get another variant; its sent ones keep it, so its stats stay. A removed variant's letter is not used again.",
  );
  fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await toastSays('Variant B removed; 0 queued leads will get another variant');
  await waitFor(() => expect(screen.queryByLabelText('Variant B')).toBeNull());
  expect((await variantsOf(seeder, current.campaignId)).variants[1]?.removed).toBe(true);
});

it('shows per-variant stats with the suggestion on the view screen, and picks a winner after a confirm', async () => {
  let seeded: (Seeder & { campaignId: string }) | undefined;
  const dashboard = await openDashboard({
    path: '/landing',
    seed: async (seeder) => {
      const { campaignId } = await seedCampaign(seeder, { max: 3, template: 'Hi {Username}' });
      seeded = { ...seeder, campaignId };
      const call = (method: string, path: string, body?: unknown) =>
        seeder.server.call(method, `/api/campaigns/${campaignId}${path}`, body, seeder.me);
      await call('POST', '/variants', { messageTemplate: 'Yo {Username}' });
      await call('PATCH', '', { status: 'active' });
      // the queue gives its next lead variant A; sent and replied count for A
      const queue = (await (await call('GET', '/queue')).json()) as { next: { profile_id: string } };
      await call('POST', `/leads/${queue.next.profile_id}/status`, { status: 'sent' });
      await call('POST', `/leads/${queue.next.profile_id}/status`, { status: 'replied' });
    },
  });
  opened = dashboard;
  if (!seeded) throw new Error('not seeded');
  const { campaignId } = seeded;
  await act(() => dashboard.app.router.navigate(`/view-campaign/${campaignId}`));
  const table = await screen.findByRole('table', { name: 'Message variants' });
  const row = (label: string) => within(table).getByRole('row', { name: `Variant ${label}` });
  expect(
    within(row('A'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['A', '1', '1', '100%', '20.7–100%', 'Hi {Username}', 'Pick A as winner']);
  expect(within(row('B')).getAllByRole('cell')[3]?.textContent).toBe('–');
  expect(screen.getByTestId('variant-suggestion').textContent).toBe(
    'No winner yet: needs 150 sends per variant: A has 1, B has 0',
  );

  fireEvent.click(within(row('B')).getByRole('button', { name: 'Pick B as winner' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pick variant B?' });
  expect(dialog.textContent).toContain('this is final');
  expect(dialog.textContent).toContain('Variant B is not the suggested winner');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pick B' }));
  await toastSays(
    'Variant B picked as the winner: the rest of the campaign is sent with it (0 queued leads moved)',
  );
  await waitFor(() =>
    expect(screen.getByTestId('variant-suggestion').textContent).toBe('Winner: B (picked; final)'),
  );
  expect(screen.queryByRole('button', { name: /as winner$/ })).toBeNull();
  expect((await variantsOf(seeded, campaignId)).winner).toBe('B');
});
