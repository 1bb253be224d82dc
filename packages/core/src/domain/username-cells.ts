// What a cell of usernames may hold besides a username, shared by the CSV import
// (username-csv.ts) and the paste into the custom list (username-paste.ts).

/** Names of a username column in a header row. */
export const HEADER_WORDS: ReadonlySet<string> = new Set([
  'username',
  'usernames',
  'user name',
  'handle',
  'instagram',
  'account',
  'profile',
]);

/** instagram.com/NAME with or without scheme, www. or m., trailing slash, query or fragment. */
export const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/;
