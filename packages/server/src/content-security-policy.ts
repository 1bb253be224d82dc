import type { secureHeaders } from 'hono/secure-headers';

type Policy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * Where Instagram serves profile pictures: the `profile_pic_url`s the Apify actors return
 * are on its CDN (`scontent-*.cdninstagram.com`, `instagram.*.fbcdn.net`).
 */
export const INSTAGRAM_PICTURE_SOURCES = ['https://*.cdninstagram.com', 'https://*.fbcdn.net'];

/** `https://www.youtube.com/embed/x` -> `https://www.youtube.com`; null for anything else. */
function origin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every answer (issue 18): scripts, styles and requests only
 * from the app's origin, nothing inline or eval'd but the page's own inline scripts, allowed by
 * their hashes (`scriptHashes`, `'sha256-…'`) (React's `style` props go through the CSSOM,
 * which CSP does not govern), no plugins, no framing of the app, forms only to itself. Images
 * add `data:` and where profile pictures come from: Instagram's CDN and `imageOrigins` (a
 * configured scraper's own; the demo sandbox's avatars are served from the app's origin, see
 * demo-avatars.ts). Frames are only the configured videos'
 * origins. Checkout and the billing portal are top-level navigations (`location.assign`), which
 * no directive governs.
 */
export function contentSecurityPolicy(
  options: {
    imageOrigins?: readonly string[];
    videoUrls?: readonly (string | null)[];
    scriptHashes?: readonly string[];
  } = {},
): Policy {
  const images = [...new Set((options.imageOrigins ?? []).map(origin).filter((o) => o !== null))];
  const frames = [...new Set((options.videoUrls ?? []).map(origin).filter((o) => o !== null))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...INSTAGRAM_PICTURE_SOURCES, ...images],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}
