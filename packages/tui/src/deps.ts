import type { AppServices, Config } from '@leadgen/core';
import type { User } from '@leadgen/core/domain';
import type { Store } from '@leadgen/core/store';

/**
 * What the terminal app works with: the open store, the acting user, the providers and job
 * handlers to run work in this process, the event bus that carries live progress, and the few
 * edges of the outside world a test replaces (opening a browser, where exports are written).
 */
export interface TuiDeps extends AppServices {
  config: Config;
  store: Store;
  user: User;
  /** Opens a web page (a profile) in the user's browser; resolves whether a browser could. */
  openUrl: (url: string) => Promise<boolean>;
  /** Puts text on the terminal's clipboard (OSC 52, where the terminal allows it). */
  copyText: (text: string) => void;
  /** The directory CSV exports are written to. */
  exportDir: string;
  /** How often the jobs table is read for runs other processes are making (default 1000 ms). */
  pollMs?: number;
}
