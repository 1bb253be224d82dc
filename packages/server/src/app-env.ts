import type { AppServices, Config, PasswordHasher, ResetMailSender } from '@leadgen/core';
import type { User } from '@leadgen/core/domain';
import type { Store } from '@leadgen/core/store';
import type { Logger } from 'pino';
import type { LiveStreams } from './live-streams.js';
import type { ServerMetrics } from './metrics.js';
import type { PageCaches } from './page-cache.js';

/** What the app is built from (CONVENTIONS.md 1–2): tests pass a temp store, the sandbox's providers, a clock. */
export interface AppDeps extends AppServices {
  store: Store;
  log: Logger;
  /** The address users reach the app at (links in mail, checkout return URLs, the CSRF origin). */
  publicUrl: string;
  /**
   * With no public URL configured, the origins of the address the server listens on
   * (`localOrigins`), which the CSRF check also accepts; none when a public URL is configured.
   */
  localOrigins?: readonly string[];
  now?: () => Date;
  /** What the web app links to (videos, extension); all null when not configured. */
  web?: Config['web'];
  /** Where profile pictures come from besides Instagram's CDN (the demo sandbox), for the CSP. */
  imageOrigins?: string[];
  /** The built web app to serve beside the API (packages/web/dist); none in API tests. */
  webDist?: string;
  /** The packed browser extension to offer for download (packages/extension/dist-zip); none in API tests. */
  extensionZip?: string;
  /** Tests pass a cheap hasher; production uses argon2id with the DESIGN.md §6 parameters. */
  passwords?: PasswordHasher;
  /** How often the live event stream sends a keep-alive comment (default 15 s); tests pass less. */
  sseHeartbeatMs?: number;
  /**
   * The reset mail sender running in this process, kicked when a reset is requested so the mail
   * goes out at once; without it the mail waits for the next poll of a sender elsewhere.
   */
  resetMails?: Pick<ResetMailSender, 'kick'>;
  /** How often an idle live event stream re-checks its session (default 5 s); tests pass less. */
  sessionCheckMs?: number;
  /** Where the server is in its life (`/readyz`); always ready when absent. */
  phase?: () => ServerPhase;
  /** The live event streams, when the server ends them at shutdown; the app makes its own otherwise. */
  liveStreams?: LiveStreams;
  /** This server's metrics (`/metrics`, request durations); none when absent. */
  metrics?: ServerMetrics;
  /** Who may read `/metrics`; 404 for everyone when absent. */
  metricsAccess?: MetricsAccess;
  /** How many requests an API key may make to `/api/v1` in any minute (default 600). */
  apiRateLimitPerMinute?: number;
  /** LEADGEN_WEBHOOK_ALLOW_PRIVATE=1: webhooks may go to http and private addresses (issue 35). */
  allowPrivateWebhooks?: boolean;
}

/** Where a server is in its life: `/readyz` answers 200 only when `ready`. */
export type ServerPhase = 'starting' | 'ready' | 'stopping';

/**
 * Who may read `/metrics`: everyone on a server only this machine reaches (loopback, no public
 * URL); on any other, only a scraper that sends `Authorization: Bearer <token>`, and nobody when
 * no token is configured (the route then does not exist).
 */
export interface MetricsAccess {
  open: boolean;
  token: string | null;
}

/** Per-request values the middleware sets. */
export interface AppVariables {
  deps: AppDeps;
  requestId: string;
  /** Pages and counts already computed, per user, validated by the data version they were read at. */
  caches: PageCaches;
  /** This server's open live-event streams, re-checked when a session ends. */
  liveStreams: LiveStreams;
  /** The signed-in user, on routes behind `requireUser`. */
  user: User;
  /** Set when the request's user comes from a browser extension token, not the session cookie. */
  viaExtension?: boolean;
  /** The API key that authenticated a public API request (`/api/v1`), with its scope. */
  apiKey?: { id: string; scope: 'read' | 'write' };
  /** The raw session token of the request (only to sign out or keep it on password change). */
  sessionToken: string;
}

export interface AppEnv {
  Variables: AppVariables;
}
