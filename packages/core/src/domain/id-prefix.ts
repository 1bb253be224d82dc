/**
 * The fewest characters of an id that a command looks up as the start of one (issue 32), as git
 * takes abbreviations of 4 or more; front ends show ids by at least 8.
 */
export const MIN_ID_PREFIX = 4;
