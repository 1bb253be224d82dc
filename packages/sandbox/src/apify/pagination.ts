/**
 * The X-Apify-Pagination-Limit of an items page asked for without a limit (openapi
 * `datasetParameters.yaml#/limit`: "By default there is no limit"; apify-client's dataset.js: "API
 * returns 999999999999 when no limit is used").
 */
export const NO_LIMIT = 999_999_999_999;

const truthy = (value: string | undefined) => value === '1' || value === 'true';

/** A whole number of 0 or more from a query parameter, else `fallback`. */
export function whole(value: string | undefined, fallback: number): number {
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
 * One page of dataset items as the items endpoints give it (openapi `dataset-items.yaml`):
 * `offset`, `limit` (0 or none: no limit, as apify-client notes), `desc`, and `clean` (or
 * `skipHidden`/`skipEmpty`), with the X-Apify-Pagination-Offset/Limit/Count/Total headers. Total
 * counts every item of the dataset; Count the items of the offset/limit window before hidden or
 * empty ones are skipped (apify-client reads `count` from the body's length instead "because
 * x-apify-pagination-count returns invalid values when hidden/empty items are skipped").
 */
export function paginate(
  items: readonly unknown[],
  query: (name: string) => string | undefined,
): { page: unknown[]; headers: Record<string, string> } {
  const offset = whole(query('offset'), 0);
  const limit = whole(query('limit'), 0) || NO_LIMIT;
  const ordered = truthy(query('desc')) ? [...items].reverse() : items;
  const window = ordered.slice(offset, offset + limit);
  let page = window;
  const clean = truthy(query('clean'));
  if (clean || truthy(query('skipHidden'))) page = page.map(cleaned);
  if (clean || truthy(query('skipEmpty'))) page = page.filter((item) => !isEmpty(item));
  return {
    page,
    headers: {
      'X-Apify-Pagination-Offset': String(offset),
      'X-Apify-Pagination-Limit': String(limit),
      'X-Apify-Pagination-Count': String(window.length),
      'X-Apify-Pagination-Total': String(items.length),
    },
  };
}
