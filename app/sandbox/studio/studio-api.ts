// The studio's calls to the sandbox bank (server/http/studio.ts).
import { loadConfig } from '../../../bridge';
import { forgetStaff, staffHeaders } from './staff-session';
import type { Rollout } from '../../../domain/publishing/rollout';

/** Sent on the window when the bank no longer knows the tab's staff session. */
export const STAFF_SIGNED_OUT = 'studio-staff-signed-out';
import type { Flow } from '../../../engine/core/flow-types';
import type { Fixture } from '../../../tests/replay/fixture';
import type { GraphEdge, GraphNode } from '../../../codegen/lib/flow-graph-types';
import type { Impact } from './impact-types';

export type { GraphEdge, GraphNode };

export interface FlowSummary {
  path: string;
  id: string;
  area: string;
  title: unknown;
  steps: string[];
}

export interface StudioProblem {
  rule: string;
  location: string;
  message: string;
}

export interface CheckResult {
  problems: StudioProblem[];
  flow?: Flow;
  forms?: Record<string, Record<string, unknown>>;
  graph?: { nodes: GraphNode[]; edges: GraphEdge[] };
}

export interface SaveResult {
  ok: boolean;
  problems: StudioProblem[];
  conflict?: boolean;
  created?: boolean;
}

export type StudioFixture = Fixture & { file: string };

export type ChangeClassName = 'texts' | 'form' | 'structure' | 'money';

/** A version of a journey in the bank's flow registry (server/services/bank/flow-registry/registry.ts). */
export interface RegistryVersion {
  flowId: string;
  number: number;
  hash: string;
  state: 'draft' | 'published' | 'retired' | 'withdrawn';
  changeClass: ChangeClassName | null;
  rollout?: Rollout | null;
  approval?: { needed: number; approvedBy: string[]; rejectedBy: string[]; broken: number; enough: boolean };
  trusted?: boolean;
  createdBy: string;
  createdAt: string;
  publishedAt: string | null;
  retiredAt: string | null;
  intact: boolean;
}

/** What a journey's fixtures prove (server/studio/flow-proof.ts). */
export interface FlowProof {
  flowId: string;
  fixtures: number;
  paths: { total: number; walked: number; unwalked: string[] };
  mutation: { made: number; linter: number; fixture: number; survived: number; score: number; moneyMoving: boolean; survivors: { kind: string; description: string }[] };
}

/** A version the bank rolled back by itself (server/services/bank/flow-registry/notices.ts). */
export interface BankRollback {
  at: string;
  flowId: string;
  number: number;
  reason: 'refused-rate' | 'abandoned-rate';
  rate: number;
  comparedRate: number;
  comparedWith: number;
}

export interface RegistryView {
  baseline: { number: number; hash: string } | null;
  current: number | null;
  versions: RegistryVersion[];
}

export type DraftAnswer = { ok: true; version: RegistryVersion } | { ok: false; problems: StudioProblem[] };
export type PublishAnswer =
  | { ok: true; version: RegistryVersion; bundle: string }
  | { ok: false; reason: string; problems?: StudioProblem[]; overBudget?: { kb: number; budgetKb: number } };

let root: Promise<string> | undefined;
const apiRoot = () => (root ??= loadConfig().then((c) => `${c.apiRoot}studio/`));

export async function request<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${await apiRoot()}${path}`, {
    method: body ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers: { ...staffHeaders(), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string; header?: { responseMessage?: string } };
  // A bank without the studio (production) answers its envelope: unknown transaction code.
  if (answer.header) throw new Error(answer.header.responseMessage ?? 'The studio is not available on this bank.');
  // The staff session ended (idle, expired): the studio asks for a sign-in again.
  if (response.status === 401) {
    forgetStaff();
    window.dispatchEvent(new Event(STAFF_SIGNED_OUT));
  }
  if (!response.ok && response.status !== 409 && response.status !== 422) throw new Error(answer.error ?? `HTTP ${response.status}`);
  return answer;
}

export const studioApi = {
  flows: () => request<{ flows: FlowSummary[] }>('flows').then((r) => r.flows),
  flow: (path: string) => request<{ path: string; text: string; fixtures: StudioFixture[] }>(`flow?path=${encodeURIComponent(path)}`),
  check: (path: string, text: string) => request<CheckResult>('check', { path, text }),
  save: (path: string, text: string, base: string | null) => request<SaveResult>('save', { path, text, base }),
  versions: (flowId: string) => request<RegistryView>(`versions/${encodeURIComponent(flowId)}`),
  draft: (path: string, text: string, rollout: Rollout | null = null) => request<DraftAnswer>('draft', { path, text, rollout }),
  publish: (flowId: string, number: number) => request<PublishAnswer>('publish', { flowId, number }),
  decide: (flowId: string, number: number, decision: 'approve' | 'reject', keyId: string, signature: string) =>
    request<{ ok: boolean; reason?: string }>('decide', { flowId, number, decision, keyId, signature }),
  changes: (flowId: string, number: number) =>
    request<{ class: ChangeClassName; reasons: { path: string; class: ChangeClassName }[] }>(`changes/${encodeURIComponent(flowId)}/${number}`),
  registerKey: (publicKey: JsonWebKey) => request<{ keyId: string }>('keys', { publicKey }),
  proof: (flowId: string) => request<FlowProof>(`proof/${encodeURIComponent(flowId)}`),
  notices: () => request<{ notices: BankRollback[] }>('notices').then((r) => r.notices),
  rollback: (flowId: string) => request<{ retired?: RegistryVersion; current?: RegistryVersion }>('rollback', { flowId }),
  impact: (flowId: string, number: number) => request<Impact>(`impact/${encodeURIComponent(flowId)}/${number}`),
};
