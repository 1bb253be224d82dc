// Builds the extension into dist/ (manifest, popup, content script, service worker, icons) and
// packs dist into dist-zip/leadgen-extension.zip, which the server offers for download.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { leadgenIcon } from './png.mjs';
import { zip } from './zip.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const zipDir = join(root, 'dist-zip');

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'icons'), { recursive: true });

await build({
  entryPoints: ['popup', 'content', 'background'].map((name) => join(root, 'src', `${name}.ts`)),
  outdir: dist,
  bundle: true,
  // the content script is a classic script; popup and worker are modules, but one format suits all
  format: 'iife',
  target: 'chrome120',
  logLevel: 'warning',
});

for (const file of readdirSync(join(root, 'static')))
  copyFileSync(join(root, 'static', file), join(dist, file));
for (const size of [16, 32, 48, 128])
  writeFileSync(join(dist, 'icons', `icon-${size}.png`), leadgenIcon(size));

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else files.push([relative(dist, path), readFileSync(path)]);
  }
};
walk(dist);
mkdirSync(zipDir, { recursive: true });
writeFileSync(join(zipDir, 'leadgen-extension.zip'), zip(files));
