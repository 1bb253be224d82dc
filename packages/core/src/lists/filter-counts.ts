/**
 * How many of a list's rows a filter holds, kept per list data version: a front end paging on
 * through one filter (the TUI scrolling, `profiles ls --all`, a sorted page in the browser)
 * counts it once, not once per page. Every change to a list's rows moves its data version on,
 * so a count is never served for rows that have changed since; counts are kept per store, a
 * few lists' worth at a time.
 */
const KEPT = 64;
const counts = new WeakMap<object, Map<string, number>>();

/** The count under `key` at `version` of `listId`, from `count` the first time it is asked for. */
export async function countOnce(
  owner: object,
  listId: string,
  version: number,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  let kept = counts.get(owner);
  if (!kept) {
    kept = new Map();
    counts.set(owner, kept);
  }
  const at = `${listId}\u0000${version}\u0000${key}`;
  const known = kept.get(at);
  if (known !== undefined) {
    // most recently used last, so the oldest goes first
    kept.delete(at);
    kept.set(at, known);
    return known;
  }
  const counted = await count();
  kept.set(at, counted);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return counted;
}
