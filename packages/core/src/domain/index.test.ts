import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

const here = import.meta.dirname;
// Helpers shared inside the domain, not part of its public surface; and the username import,
// exported on its own path (@leadgen/core/username-csv) so its CSV parser loads only where used.
const INTERNAL = new Set(['index.ts', 'filter-input.ts', 'username-cells.ts', 'username-csv.ts']);
const sources = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('@leadgen/core/domain barrel', () => {
  it('re-exports every runtime export of every domain file', async () => {
    for (const file of sources.filter((name) => !INTERNAL.has(name))) {
      const module = (await import(/* @vite-ignore */ `./${file.replace(/\.ts$/, '.js')}`)) as Record<
        string,
        unknown
      >;
      for (const [name, value] of Object.entries(module)) {
        expect((domain as Record<string, unknown>)[name], `${file}: ${name}`).toBe(value);
      }
    }
  });

  it('stays browser-safe: no Node imports, no process, no export *', () => {
    for (const file of sources) {
      const text = readFileSync(join(here, file), 'utf8');
      expect(text, file).not.toMatch(/from 'node:|from '(fs|path|os|crypto|url)'|process\.|require\(/);
      expect(text, file).not.toMatch(/export \*/);
    }
  });
});
