/** Instagram's own pages at the top level, which are not profiles. */
const NOT_PROFILES = new Set([
  'accounts',
  'direct',
  'explore',
  'reels',
  'reel',
  'p',
  'stories',
  'tv',
  'about',
  'legal',
  'developer',
  'web',
  'challenge',
]);

/** The username of the Instagram profile at this path ('/ana.p/' -> 'ana.p'), or null. */
export function profileUsername(pathname: string): string | null {
  const match = /^\/([A-Za-z0-9._]{1,30})\/?$/.exec(pathname);
  const name = match?.[1]?.toLowerCase();
  return name && !NOT_PROFILES.has(name) ? name : null;
}
