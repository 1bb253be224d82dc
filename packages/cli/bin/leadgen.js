#!/usr/bin/env node
// The `leadgen` command: the compiled program (built by `npm ci` / `npm install` through `prepare`).
import '../dist/main.js';
