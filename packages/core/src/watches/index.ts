// Watchlists: targets checked on a schedule for new people.
export { type WatchRunResult, watchHandler } from './run.js';
export { type WatchPayload, watchRunPayload } from './watch-payload.js';
export {
  addWatch,
  getWatch,
  listWatches,
  markProfilesSeen,
  queueDueWatches,
  queueWatchRun,
  removeWatch,
  resolveWatchId,
  runWatches,
  type WatchesDeps,
  type WatchInput,
  type WatchRunQueued,
  type WatchRunReport,
} from './watches.js';
