import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createRoutes } from './router';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('profile.name is undefined');
}

/**
 * The app's own route tree (its root carries the error view) with two more pages: one whose
 * element throws while rendering, and one whose code fails to load as `load` says.
 */
function openApp(path: string, load: () => Promise<never> = () => Promise.reject(new Error('unused'))) {
  // React and the router log the errors they catch; the views are what is tested here
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const [root] = createRoutes(new QueryClient());
  const router = createMemoryRouter(
    [
      {
        ...root,
        children: [
          ...(root?.children ?? []),
          { path: '/broken', element: <Broken /> },
          { path: '/stale', lazy: load },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

it("shows 'Unexpected Application Error!' with the error when a page fails to render", async () => {
  openApp('/broken');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'Unexpected Application Error!',
  );
  expect(screen.getByText('profile.name is undefined')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Leadgen' }).getAttribute('href')).toBe('/');
});

it.each([
  [
    'Chromium',
    new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Page-1a2b.js'),
  ],
  [
    'Firefox',
    new TypeError('error loading dynamically imported module: http://localhost/assets/Page-1a2b.js'),
  ],
  ['Safari', new TypeError('Importing a module script failed.')],
  ['a bundler', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
])(
  'reports a page whose code fails to load (%s) as a ChunkLoadError and offers a reload',
  async (_, error) => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    openApp('/stale', () => Promise.reject(error));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'A newer version of Leadgen is available',
    );
    expect(screen.getByText(/^ChunkLoadError: /)).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  },
);

it('keeps other failures of a page load as an application error', async () => {
  openApp('/stale', () => Promise.reject(new Error('Route module has no default export')));
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'Unexpected Application Error!',
  );
  expect(screen.getByText('Route module has no default export')).toBeTruthy();
});
