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

/**
 * The chunk the entry imports for `module`: the one whose facade it is. Rolldown places the shell
 * module in the `shell` group's chunk and gives its dynamic import a facade of its own that
 * imports that chunk (and carries app/styles/app.css, which app/start.tsx imports last). Read
 * from there, the shell's styles come before the app's, as they are imported.
 */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk | undefined {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  return chunks.find((chunk) => chunk.facadeModuleId === module) ?? chunks.find((chunk) => chunk.moduleIds.includes(module));
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
        // The entry starts the page's own downloads beside the shell's; importing the shell's chunk
        // statically it would wait for the whole shell first. That happens when a module the entry
        // imports is named in the shell's group (build-tools/chunk-groups.ts).
        const holder = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.moduleIds.includes(module));
        const entryChunk = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
        if (holder && entryChunk?.imports.includes(holder.fileName)) {
          throw new Error(`the entry ${entryChunk.fileName} imports ${holder.fileName}, the chunk of ${shellModule}: a module the entry imports is in the shell's group (build-tools/chunk-groups.ts)`);
        }
        const scripts = new Set<string>();
        const styles = new Set<string>();
        // A chunk's styles after those of the chunks it imports, as its modules import them: the
        // app's own styles (app/styles/app.css, imported last by app/start.tsx) come after the
        // kit's global ones and override them where both style the same element (the body's
        // font, colour and size), as in the one style sheet Vite 7 wrote.
        const visit = (chunk: OutputChunk) => {
          if (chunk.isEntry || scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = bundle[file];
            if (next?.type === 'chunk') visit(next);
          }
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
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
