// What the Chromium benchmarks measure in the page, and how they print it.

/** The value at quantile `q` of sorted numbers. */
export const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Milliseconds as printed: one decimal. */
export const ms = (value: number) => value.toFixed(1);

/**
 * Runs in the page (a string: the bench runs through tsx, whose helpers don't exist there):
 * records in `window.__firstRow` when an element matching `selector` (a row's checkbox) first
 * appears (performance.now() counts from navigation start), with the onboarding modals
 * already dismissed.
 */
export const firstRowProbe = (selector: string) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  localStorage.setItem('leadgen.welcomeShown', 'true');
  sessionStorage.setItem('leadgen.extensionStepsDismissed', 'true');
`;

/** In the page: when each request of the load started and ended (ms from navigation start), and the first row. */
export const RESOURCE_TIMES = `[
  ['document', '0', performance.getEntriesByType('navigation')[0].responseEnd.toFixed(0)],
  ...performance.getEntriesByType('resource').map((entry) => [
    new URL(entry.name).pathname.replace(/[0-9a-f-]{36}/g, ':id') + new URL(entry.name).search.slice(0, 20),
    entry.startTime.toFixed(0),
    entry.responseEnd.toFixed(0),
  ]),
  ['first row', '', window.__firstRow.toFixed(0)],
]`;
