import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

// Settings › Webhooks (issue 35) against the real API: add (the secret shown once), the list,
// "Send test event" and its delivery in the log, the notice of an endpoint turned off, remove.

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
});

it('adds a webhook with its secret shown once, logs a test event, shows a turned-off notice, removes it', async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  expect(await within(section).findByText('No webhooks yet.')).toBeTruthy();

  fireEvent.change(within(section).getByLabelText('Endpoint URL'), {
    target: { value: 'https://hooks.example.com/leadgen' },
  });
  fireEvent.click(within(section).getByLabelText('A lead replied'));
  fireEvent.click(within(section).getByRole('button', { name: 'Add webhook' }));
  const secret = (await within(section).findByLabelText('Signing secret')) as HTMLInputElement;
  expect(secret.value).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  expect(within(section).getByText('Copy this signing secret now: it is shown only once.')).toBeTruthy();

  const list = await within(section).findByRole('list', { name: 'Your webhooks' });
  const row = within(list).getByRole('listitem', { name: 'https://hooks.example.com/leadgen' });
  expect(row.textContent).toContain('Active · run.completed, run.failed, lead.replied');
  // the list shows no secret: only the answer to the add carried it
  expect(row.textContent).not.toContain('whsec_');

  fireEvent.click(within(row).getByRole('button', { name: 'Send test event' }));
  expect(await within(section).findByText('Test event queued: it is sent within seconds')).toBeTruthy();
  // a worker sends it; this receiver answers 500
  const { sendDueWebhooks } = await import('@leadgen/core');
  await sendDueWebhooks({ store: app.server.store, post: async () => 500 });
  fireEvent.click(within(row).getByRole('button', { name: 'Deliveries' }));
  const log = await within(row).findByRole('table', { name: 'Delivery log' });
  const cells = within(log)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells.slice(0, 4)).toEqual(['webhook.test', 'pending', '1', 'HTTP 500']);

  const [endpoint] = await app.server.store.webhooks.listEndpoints(
    (await app.server.store.users.findByEmail('ana@example.com'))?.id ?? '',
  );
  await app.server.store.webhooks.disableEndpoint(
    endpoint?.id ?? '',
    'Every delivery failed for more than 24 hours, so this webhook was turned off',
  );
  await app.client.invalidateQueries({ queryKey: ['webhooks'] });
  const notice = await within(row).findByRole('alert');
  expect(notice.textContent).toMatch(/^Turned off .+: Every delivery failed for more than 24 hours/);
  expect(within(row).getByRole('button', { name: 'Send test event' })).toHaveProperty('disabled', true);

  fireEvent.click(within(row).getByRole('button', { name: 'Remove https://hooks.example.com/leadgen' }));
  await waitFor(() => expect(within(section).getByText('No webhooks yet.')).toBeTruthy());
});
