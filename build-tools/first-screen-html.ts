// index.html, tuned for the first screen:
// - it asks for the shell at once. The entry (dist/index.js) is small and loads the shell with
//   import(); without these tags the shell's request would start only once the entry has
//   arrived and run, one round trip later. The shell's scripts are preloaded as modules and
//   its styles linked, as Vite does for an entry's static imports;
// - the entry runs as soon as it has arrived (`async`), not after the document and its style
//   sheets: it only starts downloads, and the shell waits for the document itself
//   (app/start.tsx). Measured in Chromium, a deferred entry ran 80 to 150 ms later.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function chunkOf(bundle: OutputBundle, module: string): OutputChunk | undefined {
  return Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.moduleIds.includes(module));
}

export function firstScreenHtml(shellModule: string): Plugin {
  const module = path.resolve(shellModule);
  return {
    name: 'first-screen-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const shell = bundle && chunkOf(bundle, module);
        if (!bundle || !shell) throw new Error(`no chunk holds ${shellModule}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (chunk.isEntry || scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const next = bundle[file];
            if (next?.type === 'chunk') visit(next);
          }
        };
        visit(shell);
        // The hook can run more than once on the same page: one tag per file.
        const absent = (file: string) => !html.includes(`/${file}"`);
        const entry = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
        if (!entry.test(html) && !html.includes('<script type="module" async')) throw new Error('index.html: no entry script to mark async');
        const tags = [
          ...[...scripts].filter(absent).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...styles].filter(absent).map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
        return { html: html.replace(entry, '<script type="module" async crossorigin src="$1"></script>'), tags };
      },
    },
  };
}
