import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Component tests render the app against the real API in process, many files at once on a
// two-core CI machine: give findBy*/waitFor the time a loaded machine needs (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts after each test by itself only where `afterEach` is a global; here it
// is not, so each test's app is unmounted (and its timers stopped) before the next one starts.
// Files share a worker's DOM and modules (vitest.config.ts): what a test leaves in the page's
// storage or clock is cleared too.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
