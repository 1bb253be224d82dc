import type { SelectorProfile } from '@leadgen/core';
import type { Profile } from '@leadgen/core/domain';
import { profileJson as wireProfile, selectorProfileJson as wireSelectorProfile } from '@leadgen/core/wire';
import { servedAvatarUrl } from './demo-avatars.js';

// The shapes live in core (@leadgen/core/wire, shared with the CLI's --json); the server answers
// demo avatars from its own origin, and writes pages of rows as bytes.
export type { ProfileJson } from '@leadgen/core/wire';

/** A discovered profile as the API answers it: the spec's field names (§3 profiles). */
export const profileJson = (profile: Profile) => wireProfile(profile, { avatarUrl: servedAvatarUrl });

/** A profile in the campaign selector, with its list and whether another campaign has it. */
export const selectorProfileJson = (profile: SelectorProfile) =>
  wireSelectorProfile(profile, { avatarUrl: servedAvatarUrl });

/**
 * `toJson` as JSON (UTF-8 bytes), kept per row object: pages from a `RowIndex` hand out the same
 * object for a row each time, so a row on many pages is written once.
 */
function jsonBytesOf<T extends object>(toJson: (row: T) => unknown) {
  const written = new WeakMap<T, Buffer>();
  return (row: T): Buffer => {
    let bytes = written.get(row);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(toJson(row)));
      written.set(row, bytes);
    }
    return bytes;
  };
}

export const profileJsonBytes = jsonBytesOf(profileJson);
export const selectorProfileJsonBytes = jsonBytesOf(selectorProfileJson);

const OPEN = Buffer.from('{"profiles":[');
const COMMA = Buffer.from(',');

/** A page's JSON, `{"profiles":[...rows],...rest}`, in parts: the rows already written. */
export function pageParts(rows: readonly Uint8Array[], rest: Record<string, unknown>): Uint8Array[] {
  const others = JSON.stringify(rest).slice(1, -1);
  const parts: Uint8Array[] = [OPEN];
  rows.forEach((row, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(row);
  });
  parts.push(Buffer.from(others === '' ? ']}' : `],${others}}`));
  return parts;
}
