// `npm run bench -- web`: what a first visit downloads. Builds the web app (vite), reads
// dist/index.html for the entry script, its modulepreloads and the stylesheets, and prints their
// gzipped sizes (zlib, default level, as a server compresses them) beside the lazy route chunks
// loaded on first visit of a page (target: initial JS <= 150 kB gzipped), then the bytes the
// server really sends for a first visit by Accept-Encoding (web-wire) and the lead review in
// Chromium (web-lead-review) and the edit screen of a 1,000-profile campaign beside it
// (web-edit-campaign); those three need the full `npm run build`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { printTable } from './stats.js';

const TARGET_INITIAL_JS_KB = 150;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/web/dist');

interface Asset {
  file: string;
  bytes: number;
  gzipped: number;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function asset(file: string): Asset {
  const content = readFileSync(join(dist, file));
  return { file, bytes: content.length, gzipped: gzipSync(content).length };
}

/** The files index.html makes the browser fetch up front: scripts, modulepreloads, stylesheets. */
function initialFiles(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attr(tag, 'href');
    const rel = attr(tag, 'rel');
    if (href && rel === 'modulepreload') js.add(href);
    if (href && rel === 'stylesheet') css.add(href);
  }
  const local = (url: string) => url.replace(/^\//, '');
  return { js: [...js].map(local), css: [...css].map(local) };
}

const total = (assets: Asset[], key: 'bytes' | 'gzipped') => assets.reduce((sum, a) => sum + a[key], 0);

export async function run(): Promise<void> {
  try {
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@leadgen/web'], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`the web build failed:\n${stdout.toString()}${stderr.toString()}`);
  }
  const initial = initialFiles(readFileSync(join(dist, 'index.html'), 'utf8'));
  const initialJs = initial.js.map(asset);
  const initialCss = initial.css.map(asset);
  const upFront = new Set([...initial.js, ...initial.css]);
  const lazy = readdirSync(join(dist, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => /\.(js|css)$/.test(file) && !upFront.has(file))
    .map(asset);
  const lazyJs = lazy.filter((a) => a.file.endsWith('.js'));
  const lazyCss = lazy.filter((a) => a.file.endsWith('.css'));
  const initialJsKb = total(initialJs, 'gzipped') / 1000;

  console.log('web app bundle (packages/web/dist), sizes in kB; gzip is zlib at its default level');
  printTable([
    ['initial file', 'raw kB', 'gzip kB'],
    ...[...initialJs, ...initialCss].map((a) => [a.file, kb(a.bytes), kb(a.gzipped)]),
  ]);
  console.log('');
  printTable([
    ['total', 'files', 'raw kB', 'gzip kB', 'target'],
    [
      'initial JS',
      String(initialJs.length),
      kb(total(initialJs, 'bytes')),
      kb(total(initialJs, 'gzipped')),
      `<= ${TARGET_INITIAL_JS_KB} kB gzip: ${initialJsKb <= TARGET_INITIAL_JS_KB ? 'met' : 'MISSED'}`,
    ],
    [
      'initial CSS',
      String(initialCss.length),
      kb(total(initialCss, 'bytes')),
      kb(total(initialCss, 'gzipped')),
      '',
    ],
    ['lazy JS chunks', String(lazyJs.length), kb(total(lazyJs, 'bytes')), kb(total(lazyJs, 'gzipped')), ''],
    ...(lazyCss.length > 0
      ? [['lazy CSS', String(lazyCss.length), kb(total(lazyCss, 'bytes')), kb(total(lazyCss, 'gzipped')), '']]
      : []),
  ]);
  const largest = [...lazyJs].sort((a, b) => b.gzipped - a.gzipped).slice(0, 5);
  console.log('');
  printTable([
    ['largest lazy chunks', 'raw kB', 'gzip kB'],
    ...largest.map((a) => [a.file, kb(a.bytes), kb(a.gzipped)]),
  ]);
  console.log('');
  // what leadgen serve sends for a first visit, identity vs gzip vs br (needs the full build)
  await (await import('./web-wire.js')).run();
  console.log('');
  // the lead review screen on 10,000 profiles in Chromium (needs the full `npm run build`)
  await (await import('./web-lead-review.js')).run();
  console.log('');
  // the edit screen of a 1,000-profile campaign beside the lead review, and its Save Changes
  await (await import('./web-edit-campaign.js')).run();
}
