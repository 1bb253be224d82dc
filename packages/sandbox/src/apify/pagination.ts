/** The largest page Apify's item endpoints hand out when no limit is asked for. */
export const MAX_PAGE = 250_000;

const truthy = (value: string | undefined) => value === '1' || value === 'true';

function whole(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number >= 0 ? number : fallback;
}

function cleaned(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => !key.startsWith('#')));
}

function isEmpty(item: unknown): boolean {
  return typeof item === 'object' && item !== null && Object.keys(item).length === 0;
}

/**
 * One page of dataset items as the items endpoints give it: `offset`, `limit`, `desc`, and
 * `clean` (or `skipHidden`/`skipEmpty`), with the X-Apify-Pagination-* headers. Total counts
 * every item of the dataset; Count the items on this page.
 */
export function paginate(
  items: readonly unknown[],
  query: (name: string) => string | undefined,
): { page: unknown[]; headers: Record<string, string> } {
  const offset = whole(query('offset'), 0);
  const limit = Math.min(whole(query('limit'), MAX_PAGE), MAX_PAGE);
  const ordered = truthy(query('desc')) ? [...items].reverse() : items;
  let page = ordered.slice(offset, offset + limit);
  const clean = truthy(query('clean'));
  if (clean || truthy(query('skipHidden'))) page = page.map(cleaned);
  if (clean || truthy(query('skipEmpty'))) page = page.filter((item) => !isEmpty(item));
  return {
    page,
    headers: {
      'X-Apify-Pagination-Offset': String(offset),
      'X-Apify-Pagination-Limit': String(limit),
      'X-Apify-Pagination-Count': String(page.length),
      'X-Apify-Pagination-Total': String(items.length),
    },
  };
}
