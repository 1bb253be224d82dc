// @leadgen/server: the HTTP API, the worker and the web app's files.

export { type AppType, createApp } from './app.js';
export type { AppDeps, AppEnv } from './app-env.js';
export { type RunningServer, startServer, WEB_DIST } from './start-server.js';
