// Test support for @leadgen/cli: reached as `@leadgen/test-utils/cli`. `testCli()` runs the
// program in-process on a temp data dir; `dataTestCli()` adds a store seeded by the test.
export { dataTestCli, type TestStdout } from './data-test-cli.js';
export { type CliRun, testCli } from './test-cli.js';
