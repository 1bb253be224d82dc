/**
 * The most a part of a save's messages may weigh as JSON: well under the server's 256 KB body
 * limit, so a save of 1,000 long messages goes in several requests (issue 31).
 */
export const MESSAGE_PART_BYTES = 96_000;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** What an entry adds to a part's JSON: its key, its text, the punctuation and a version. */
const entryBytes = ([id, text]: readonly [string, string]) =>
  bytes(JSON.stringify(id)) + bytes(JSON.stringify(text)) + 32;

/**
 * `entries` in parts that each weigh at most `MESSAGE_PART_BYTES` as JSON, in order; the first
 * part may have less room (`firstBudget`: what its request carries besides) and may be empty.
 */
export function messageParts(
  entries: readonly (readonly [string, string])[],
  firstBudget = MESSAGE_PART_BYTES,
): Record<string, string>[] {
  const parts: Record<string, string>[] = [{}];
  let budget = firstBudget - 64;
  for (const entry of entries) {
    const size = entryBytes(entry);
    // a message is never near a part's size: a full part (or a first one with no room) ends here
    if (size > budget) {
      parts.push({});
      budget = MESSAGE_PART_BYTES - 64;
    }
    (parts.at(-1) as Record<string, string>)[entry[0]] = entry[1];
    budget -= size;
  }
  return parts;
}
