import { renderApp } from '@leadgen/test-utils/web';
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
});

it('shows the three tutorial videos with the spec titles', async () => {
  app = await renderApp('/tutorials', { signedInAs: 'ana@example.com' });
  await screen.findByRole('heading', { name: 'Tutorials' });
  const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(titles).toHaveLength(3);
  expect(titles[0]).toContain('Leadgen');
  expect(titles.slice(1)).toEqual(['Launching Automated Campaigns', 'Importing Your Own Leads']);
  // no video URLs configured: a poster per video, never a broken embed
  expect(screen.getAllByText('No video is configured for this place yet.')).toHaveLength(3);
});

it('sends a signed-out visitor to /login', async () => {
  app = await renderApp('/tutorials');
  await screen.findByRole('heading', { name: 'Sign in to Leadgen' });
  expect(app.router.state.location.pathname).toBe('/login');
});
