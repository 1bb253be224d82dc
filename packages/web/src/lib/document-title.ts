import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** The product's name, last in every document title. */
export const APP_NAME = 'Leadgen';

/**
 * A document title, most specific first: `documentTitle('Lead review', 'Coaches')` is
 * 'Lead review · Coaches · Leadgen'. Empty parts (a name not loaded yet) are left out.
 */
export const documentTitle = (...parts: (string | null | undefined)[]): string =>
  [...parts.filter((part): part is string => Boolean(part?.trim())), APP_NAME].join(' · ');

/** Sets the document title while the calling screen shows (a screen whose title names its data). */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** What a route's `handle` may say: its page's title (routes whose title names their data set it themselves). */
export interface RouteHandle {
  title?: string;
}

/**
 * Sets the title of the deepest matched route that declares one in its `handle`; a route without
 * one sets its own with `useDocumentTitle`.
 */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title);
  }, [title]);
}
