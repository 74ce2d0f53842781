// Reads a Chrome trace of one step transition (bench/browser-transitions.ts,
// BENCH_TRANSITION_TRACE) and prints where the renderer's main thread spent the time from the
// tap's touchstart to the `flow-step-ready` mark: the timeline's events by name (self time, so
// nothing is counted twice) and JavaScript by source module (the sampling profiler's self time,
// mapped through dist/'s source maps: run it on the build the trace was taken of).
// Run: npx tsx bench/lib/trace-summary.ts <trace.json>
import fs from 'node:fs';
import path from 'node:path';
import { decode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { DIST } from './paths';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
  id?: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx bench/lib/trace-summary.ts <trace.json>');
const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);

const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'flow-step-ready'));
if (!main) throw new Error('no renderer main thread with a flow-step-ready mark in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const touch = onMain.find((e) => e.name === 'EventDispatch' && (e.args?.data as { type?: string })?.type === 'touchstart');
const mark = onMain.find((e) => e.name === 'flow-step-ready');
const from = touch?.ts ?? Math.min(...onMain.map((e) => e.ts));
const to = mark!.ts;
console.log(`touchstart → flow-step-ready: ${((to - from) / 1000).toFixed(1)} ms on the main thread's clock`);

// Self time of complete events inside the window: each event's duration minus its children's.
const complete = onMain.filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts < to).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
const self = new Map<string, number>();
const stack: TraceEvent[] = [];
const childTime = new Map<TraceEvent, number>();
for (const e of complete) {
  while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
  const parent = stack[stack.length - 1];
  if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + e.dur!);
  stack.push(e);
}
for (const e of complete) {
  const key = e.name === 'EventDispatch' ? `EventDispatch ${(e.args?.data as { type?: string })?.type}` : e.name;
  self.set(key, (self.get(key) ?? 0) + e.dur! - (childTime.get(e) ?? 0));
}
const busy = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`\nmain thread busy ${(busy / 1000).toFixed(1)} ms; by event (self time):`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`);

// The JavaScript sampling profiler: ProfileChunk events carry nodes and samples with time deltas.
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber?: number };
const nodes = new Map<number, { callFrame: CallFrame }>();

/** The source module a minified position of dist/ maps to (the build's source maps), else the file. */
const maps = new Map<string, { sources: string[]; lines: SourceMapSegment[][] } | null>();
function original(f: CallFrame): string {
  const file = /\/((?:assets\/)?[^/?#]+\.js)(?:[?#].*)?$/.exec(f.url)?.[1];
  if (!file) return f.url;
  if (!maps.has(file)) {
    const mapFile = path.join(DIST, `${file}.map`);
    const map = fs.existsSync(mapFile) ? (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string }) : undefined;
    maps.set(file, map ? { sources: map.sources.map((src) => src.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'nm:')), lines: decode(map.mappings) } : null);
  }
  const map = maps.get(file);
  const line = map?.lines[f.lineNumber];
  if (!map || !line) return file;
  let hit: SourceMapSegment | undefined;
  for (const seg of line) if (seg[0] <= (f.columnNumber ?? 0)) hit = seg;
  return hit && hit.length >= 4 ? map.sources[hit[1]!]! : file;
}

const samples: { node: number; ts: number }[] = [];
const profile = events.find((x) => x.pid === main.pid && x.name === 'Profile');
let t = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
for (const e of events.filter((x) => x.pid === main.pid && x.name === 'ProfileChunk' && x.id === profile?.id)) {
  const data = e.args?.data as { cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
  for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const deltas = data?.timeDeltas ?? [];
  (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
    t += deltas[i] ?? 0;
    samples.push({ node: id, ts: t });
  });
}
const jsSelf = new Map<string, number>();
for (let i = 1; i < samples.length; i++) {
  const s = samples[i]!;
  if (s.ts < from || s.ts >= to) continue;
  const n = nodes.get(s.node);
  if (!n) continue;
  const f = n.callFrame;
  const key = f.url ? original(f) : f.functionName || '(anonymous)';
  jsSelf.set(key, (jsSelf.get(key) ?? 0) + (s.ts - samples[i - 1]!.ts));
}
if (jsSelf.size) {
  // At 4x, Chromium's throttler busy-waits on the main thread: that shows as "(program)".
  console.log('\nsampled JavaScript by source module (the build\'s source maps) and the runtime (self time; the throttler\'s busy-wait shows as "(program)"):');
  for (const [k, v] of [...jsSelf].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`);
}
