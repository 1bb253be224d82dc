/**
 * What a front end may change in the wire shapes: how a profile picture's URL is answered (the
 * server rewrites the demo sandbox's loopback avatars to its own path; the CLI prints them as
 * stored).
 */
export interface WireOptions {
  avatarUrl?: (url: string | null) => string | null;
}

/** The picture URL as `options` answers it: unchanged by default. */
export const avatarUrlOf = (url: string | null, options: WireOptions = {}): string | null =>
  options.avatarUrl ? options.avatarUrl(url) : url;
