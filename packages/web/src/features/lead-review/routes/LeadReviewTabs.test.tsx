import { type LeadReviewProfile, messages } from '@leadgen/core/domain';
import {
  leadReviewProfiles,
  type OpenedApp,
  openLeadReview,
  realClock,
  requestsFrom,
} from '@leadgen/test-utils/web';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { selectionUsernames } from '../api/selection-usernames';

let opened: OpenedApp | undefined;
afterEach(async () => {
  realClock();
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

/** The lead review of a completed list of `max` natgeo followers, closed after the test. */
const openList = async (max?: number) => {
  const page = await openLeadReview(max);
  opened = page;
  return page;
};

const rowsShown = () =>
  screen.getAllByRole('listitem').filter((row) => row.getAttribute('data-index') !== null);
/** A click on a row's content (not its checkbox). */
const clickRow = (row: HTMLElement | undefined) =>
  fireEvent.click(within(row as HTMLElement).getByText(/^@/));

/** The list's profiles through the API, with their messages. */
const allProfiles = (listId: string) =>
  leadReviewProfiles<LeadReviewProfile & { id: string; message: string | null }>(opened as OpenedApp, listId);

it('opens one Instagram tab per selected profile and says how many', async () => {
  await openList(5);
  const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  for (const row of rowsShown().slice(0, 3)) clickRow(row);
  fireEvent.click(screen.getByRole('button', { name: 'Open IG' }));
  expect(await screen.findByText('Opened 3 profiles in Instagram')).toBeTruthy();
  expect(open).toHaveBeenCalledTimes(3);
  expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/www\.instagram\.com\/.+\/$/);
});

it('opens a large selection 10 tabs per click, offering the next 10 until done', async () => {
  await openList(25);
  const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  fireEvent.click(screen.getByRole('button', { name: 'Select all matching (25)' }));
  await waitFor(
    () => expect(screen.getAllByRole('button', { name: 'Populate selected (25)' }).length).toBeGreaterThan(0),
    { timeout: 5000 },
  );
  const requests = requestsFrom(vi.spyOn(globalThis, 'fetch'));
  fireEvent.click(screen.getByRole('button', { name: 'Open IG' }));
  // "select all matching" brought the usernames of rows not loaded yet: no page is read for them
  await waitFor(() => expect(open).toHaveBeenCalledTimes(10));
  expect(requests()).toEqual([]);
  const dialog = await screen.findByRole('dialog', { name: 'Open the next profiles in Instagram?' });
  expect(within(dialog).getByText(/15 still to open/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Open 11–20 of 25' }));
  expect(open).toHaveBeenCalledTimes(20);
  fireEvent.click(screen.getByRole('button', { name: 'Open 21–25 of 25' }));
  expect(open).toHaveBeenCalledTimes(25);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const urls = open.mock.calls.map((call) => String(call[0]));
  expect(new Set(urls).size).toBe(25);
});

it('asks the server once for the usernames of selected rows the page has not loaded', async () => {
  const { listId } = await openList(5);
  const [first, , , fourth] = await allProfiles(listId);
  const requests = requestsFrom(vi.spyOn(globalThis, 'fetch'));
  // a client with no rows loaded: every username comes from POST /api/lists/:id/usernames
  const ids = [fourth?.id ?? '', first?.id ?? ''];
  expect(await selectionUsernames(new QueryClient(), listId, ids, new Map())).toEqual([
    fourth?.username,
    first?.username,
  ]);
  expect(requests()).toEqual([{ method: 'POST', path: `/api/lists/${listId}/usernames` }]);
});

it('says how many tabs the browser blocked instead of counting them as opened', async () => {
  await openList(5);
  // a pop-up blocker lets the click open its first tab and answers null for the rest
  vi.spyOn(window, 'open')
    .mockImplementationOnce(() => ({}) as Window)
    .mockImplementation(() => null);
  for (const row of rowsShown().slice(0, 3)) clickRow(row);
  fireEvent.click(screen.getByRole('button', { name: 'Open IG' }));
  const alert = await screen.findByText(/^Opened 1 of 3 profiles in Instagram/);
  expect(alert.textContent).toBe(messages.popupsBlocked(1, 3));
  expect(screen.queryByText('Opened 3 profiles in Instagram')).toBeNull();
});
