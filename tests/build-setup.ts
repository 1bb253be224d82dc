// The `tests` project's global setup: the binary, web app and extension the cli, tui and serve
// tests spawn are built once per run, before any file starts (not once per file, side by side).
import { buildApp } from './cli/binary.js';

export default function setup(): void {
  buildApp();
}
