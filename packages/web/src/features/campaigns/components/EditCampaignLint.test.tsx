import { openWithCampaign, readCampaign } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

// Issue 36 on the edit screen: the linter's findings under the template editor and under a
// lead's message, and Save Changes refusing {First Nme} as the server does.

type Opened = Awaited<ReturnType<typeof openWithCampaign>>;
let current: Opened | undefined;
afterEach(async () => {
  current?.opened.app.unmount();
  await current?.opened.app.close();
  current = undefined;
});

const REFUSED = 'Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}';

it('lints the template and a lead message as they are typed, and refuses to save {First Nme}', async () => {
  current = await openWithCampaign((id) => `/edit-campaign/${id}`, { max: 3, template: 'Hi {First Name}!' });
  const { opened, campaignId, candidates } = current;
  await screen.findByRole('heading', { name: 'Edit Campaign' });
  const template = screen.getByLabelText('Message template');
  fireEvent.change(template, { target: { value: 'Love your work!' } });
  const checks = await screen.findByRole('list', { name: 'Message template checks' });
  expect(checks.textContent).toContain('3 leads will get this exact text');

  fireEvent.change(template, { target: { value: 'Hi {First Nme}, see shop.com' } });
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Message template checks' }).textContent).toContain(REFUSED),
  );
  expect(screen.getByRole('list', { name: 'Message template checks' }).textContent).toContain(
    'Link shop.com: links in a first message are a spam signal: send it after they reply',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText(REFUSED, { selector: '[role=status],[role=alert]:not(li)' })).toBeTruthy();
  expect((await readCampaign(opened, campaignId)).message_template).toBe('Hi {First Name}!');

  fireEvent.change(template, { target: { value: 'Hi {First Name}!' } });
  const username = candidates[0]?.username ?? '';
  fireEvent.click(screen.getByRole('button', { name: `Message for @${username}` }));
  fireEvent.change(screen.getByRole('textbox', { name: `Message for @${username}` }), {
    target: { value: 'HELLO {First Nme}, BIG NEWS TODAY' },
  });
  const rowChecks = await screen.findByRole('list', { name: `Checks of the message for @${username}` });
  expect(rowChecks.textContent).toContain(REFUSED);
  expect(rowChecks.textContent).toContain('Mostly capital letters: it reads as shouting, and as spam');
});
