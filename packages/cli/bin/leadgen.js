#!/usr/bin/env node
// The `leadgen` command: the bundled program (built by `npm ci` / `npm install` through `prepare`).
import '../dist/bin/main.js';
