import { randomSource } from './load.js';

// Realistic filters over the varied bench texts (serve.ts `seedLists`): words and parts of words
// people type, names, and bounds; each request draws its own.
const BIO_WORDS = [
  'photographer',
  'coach',
  'lisbon',
  'Berlin',
  'vegan',
  'podcast',
  'yoga',
  'são paulo',
  'ZÜRICH',
  'dm for',
  'workshop',
  'tokyo',
  'founder',
  'dog',
  '#12',
  'planner',
  'kraków',
  'booking',
];
const NAME_WORDS = ['ana', 'MÜLLER', 'chloé', 'tanaka', 'user_12', 'smith', 'oskar', 'costa', 'inès'];
const SHORT = ['a', 'é', 'ph', 'lo', 'ü', 'co', '12', 'an'];

const random = randomSource();
const maybe = (chance: number) => random.next() < chance;
const query = (entries: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
};
const bound = () => random.int(0, 200) * 1000;

/** A lead-review query string: text filters (words of 3+ characters, or `short` ones) and bounds. */
export function leadReviewQuery(short = false): string {
  const words = short ? SHORT : BIO_WORDS;
  return query({
    limit: 100,
    bioContains: maybe(0.7) ? random.pick(words) : undefined,
    bioExcludes: maybe(0.2) ? random.pick(words) : undefined,
    nameContains: maybe(0.4) || !short ? random.pick(short ? SHORT : NAME_WORDS) : undefined,
    minFollowers: maybe(0.5) ? bound() : undefined,
    maxPosts: maybe(0.2) ? random.int(1, 2000) : undefined,
  });
}

/** A selector query string: search, lists, bounds, flags and keywords, as the create screen sends. */
export function selectorQuery(listIds: readonly string[], short = false): string {
  const params = new URLSearchParams(
    query({
      limit: 150,
      searchQuery: maybe(0.6) ? random.pick(short ? SHORT : [...BIO_WORDS, ...NAME_WORDS]) : undefined,
      minFollowers: maybe(0.4) ? bound() : undefined,
      maxFollowers: maybe(0.2) ? 200_000 + bound() : undefined,
      hasProfilePicture: maybe(0.2) ? 'true' : undefined,
      hasBusinessAccount: maybe(0.2) ? 'true' : undefined,
      isVerified: maybe(0.05) ? 'true' : undefined,
      excludeContacted: maybe(0.2) ? 'true' : undefined,
    }),
  );
  if (maybe(0.5)) for (let i = random.int(1, 5); i > 0; i--) params.append('lists', random.pick(listIds));
  if (maybe(0.4)) params.append('includeKeywords', random.pick(short ? SHORT : BIO_WORDS));
  if (maybe(0.3)) params.append('includeKeywords', random.pick(BIO_WORDS));
  if (maybe(0.3)) params.append('excludeKeywords', random.pick(short ? SHORT : BIO_WORDS));
  return params.toString();
}
