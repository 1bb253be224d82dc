import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BOOT_ALWAYS, BOOT_ROUTES } from './src/app/boot-routes';
import { bootScriptSource } from './src/lib/boot-requests';

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** `chunk`'s file and the files it imports, transitively. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') withImports(bundle, imported, into);
  }
  return into;
}

const MODULE_SCRIPT = '<script type="module"';

/**
 * Writes the page's start script (src/lib/boot-requests.ts) inline in index.html's head, before
 * the app's scripts and stylesheet (a script after a stylesheet waits for it), with each boot
 * route's chunks: its module's chunk and what it imports, but not what the entry loads already.
 * The server allows this script by its hash (Content-Security-Policy).
 */
export function bootScript(): Plugin {
  return {
    name: 'leadgen-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const entry = new Set<string>();
        for (const chunk of chunks.filter((c) => c.isEntry)) withImports(bundle, chunk, entry);
        const routes = BOOT_ROUTES.map(({ module, ...route }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!page) throw new Error(`boot route module ${module} is not a chunk of the build`);
          const files = [...withImports(bundle, page)].filter((file) => !entry.has(file));
          return { ...route, chunks: files.map((file) => file.replace(/^assets\//, '')) };
        });
        if (!html.includes(MODULE_SCRIPT)) throw new Error('index.html has no module script');
        return html.replace(
          MODULE_SCRIPT,
          `<script>${bootScriptSource(BOOT_ALWAYS, routes)}</script>\n    ${MODULE_SCRIPT}`,
        );
      },
    },
  };
}
