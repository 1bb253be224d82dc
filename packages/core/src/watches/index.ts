// Watchlists: targets checked on a schedule for new people.
export { type WatchPayload, type WatchRunResult, watchHandler } from './run.js';
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
