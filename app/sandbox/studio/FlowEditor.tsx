// The flow's JSON in CodeMirror 6: completion and hover help from the flow language's schema
// (schemas/flow-authoring.schema.json, through codemirror-json-schema), and inline problems
// from the flow linter itself (the same rules as `npm run lint:flows`, run by the sandbox bank
// on the text as edited). Tab is left to move focus (no keyboard trap); Ctrl-Space completes.
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, redo, undo } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { hoverTooltip } from '@codemirror/view';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import flowSchema from '../../../schemas/flow-authoring.schema.json';
import { diagnosticsFor, locate, type Segment } from './json-locations';
import type { CheckResult } from './studio-api';

// Sized and framed here: the studio's style sheet does not reach inside the shadow root.
const studioTheme = EditorView.theme({
  '&': { height: '460px', fontSize: '13px', border: '1px solid #b0b0b0', borderRadius: '6px', backgroundColor: '#fff' },
  '&.cm-focused': { outline: '2px solid #0b4f9c' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-tooltip': { maxWidth: '420px', fontSize: '13px' },
});

export interface FlowEditorHandle {
  /** Selects the value at a path (a step: ['steps', id]) and moves the focus there. */
  reveal(segments: Segment[]): void;
  text(): string;
  /** Makes the document the text (a visual edit): one change, the stretch that differs, in the editor's history. */
  replace(text: string): void;
  undo(): void;
  redo(): void;
}

interface Props {
  /** The file's text when opened; a new value replaces the document. */
  initial: string;
  /** Runs the linter (and everything else the studio learns from one check) on the text. */
  check: (text: string) => Promise<CheckResult>;
  onChange: (text: string) => void;
  label: string;
}

export const FlowEditor = forwardRef<FlowEditorHandle, Props>(function FlowEditor({ initial, check, onChange, label }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ check, onChange });
  latest.current = { check, onChange };

  useEffect(() => {
    const state = EditorState.create({
      doc: initial,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        foldGutter(),
        lintGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        json(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        autocompletion(),
        hoverTooltip(jsonSchemaHover()),
        stateExtensions(flowSchema as unknown as JSONSchema7),
        linter(
          async (v) => {
            const text = v.state.doc.toString();
            const result = await latest.current.check(text);
            // The text may have changed while the bank checked it: those problems are stale.
            if (v.state.doc.toString() !== text) return [];
            return diagnosticsFor(v.state, result.problems);
          },
          { delay: 400 },
        ),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
        // tabindex: the text is focusable in its own right (a checker then sees the scroller's content reachable).
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        studioTheme,
      ],
    });
    // In a shadow root, CodeMirror's styles go in as a constructed style sheet
    // (adoptedStyleSheets), which the page's CSP (style-src 'self', no inline <style>) allows.
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    shadow.replaceChildren();
    const editor = new EditorView({ state, parent: shadow, root: shadow });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [initial, label]);

  useImperativeHandle(
    ref,
    () => ({
      reveal(segments) {
        const v = view.current;
        if (!v) return;
        const { from } = locate(v.state, segments);
        v.dispatch({ selection: { anchor: from }, effects: EditorView.scrollIntoView(from, { y: 'start', yMargin: 24 }) });
        v.focus();
      },
      text: () => view.current?.state.doc.toString() ?? initial,
      replace(text) {
        const v = view.current;
        if (!v) return;
        const old = v.state.doc.toString();
        if (old === text) return;
        let from = 0;
        while (from < old.length && from < text.length && old[from] === text[from]) from += 1;
        let end = 0;
        while (end < old.length - from && end < text.length - from && old[old.length - 1 - end] === text[text.length - 1 - end]) end += 1;
        v.dispatch({ changes: { from, to: old.length - end, insert: text.slice(from, text.length - end) }, userEvent: 'input.visual' });
      },
      undo: () => void (view.current && undo(view.current)),
      redo: () => void (view.current && redo(view.current)),
    }),
    [initial],
  );

  return <div className="studio-editor" ref={host} />;
});
