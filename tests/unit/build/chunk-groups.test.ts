// The page groups (build-tools/chunk-groups.ts) as Rolldown asks them: module id in, group out.
// The budget check proves the pages' weight on a real build; this pins the rules a wrong pattern
// would silently break: what the entry imports stays out of the shell, a lazily loaded part of a
// group's folder stays out of the group, and the patterns hold to whole folder names.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from '../../../build-tools/chunk-groups';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The group Rolldown would put a module in: the first of the highest priority whose test takes it. */
function groupOf(relative: string): string | undefined {
  const id = path.join(ROOT, relative);
  const taking = CHUNK_GROUPS.filter((g) => typeof g.test === 'function' && g.test(id));
  taking.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return taking[0] && String(taking[0].name);
}

describe('the page groups', () => {
  it.each([
    ['app/start.tsx', 'shell'],
    ['app/i18n/index.ts', 'shell'],
    ['app/routing/routes.tsx', 'shell'],
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'shell'],
    ['node_modules/antd-mobile/es/components/config-provider/config-provider.js', 'shell'],
    ['bridge/service/client.ts', 'shell'],
    ['locales/bridge/en.json', 'shell'],
    ['node_modules/antd-mobile/es/components/button/button.js', 'kit'],
    ['domain/format/money.ts', 'kit'],
    ['app/pages/FlowPage.tsx', 'flow-page'],
    ['engine/core/flow-run.ts', 'flow-page'],
    ['engine/core/text-namespace.ts', 'shell'],
    ['widgets/renderers/FormStepView.tsx', 'flow-page'],
    ['node_modules/ajv/dist/runtime/ucs2length.js', 'flow-page'],
    ['app/analytics/tracker.ts', 'analytics'],
  ])('%s → %s', (module, group) => expect(groupOf(module)).toBe(group));

  it.each([
    // The entry imports these: in the shell's group, the entry would wait for the whole shell.
    'app/main.tsx',
    'app/routing/page-loaders.ts',
    'app/routing/route-shard.ts',
    'app/i18n/text-chunks.ts',
    // Loaded when first used, each its own chunk.
    'widgets/renderers/PagedList.tsx',
    'widgets/shared/SheetPanel.tsx',
    'engine/core/phone-ops.ts',
    'engine/core/identity-ops.ts',
    'domain/identity/id-numbers.ts',
    // The step views a first step rarely shows, the result steps' actions, the authenticators,
    // and the kit's Result with its icons (only those views show it; the input keeps its clear icon).
    'widgets/renderers/ResultStepView.tsx',
    'widgets/renderers/ListStepView.tsx',
    'widgets/renderers/DetailStepView.tsx',
    'app/actions/step-actions.ts',
    'app/auth/authenticators.ts',
    'app/auth/passkey-authenticator.ts',
    'app/security/authenticators.ts',
    'node_modules/antd-mobile/es/components/result/result.js',
    'node_modules/antd-mobile-icons/es/CheckCircleFill.js',
    'widgets/qr/QrScanWidget.tsx',
    'bridge/native/device.ts',
    'bridge/device/signing-key.ts',
    'node_modules/antd-mobile/es/components/popup/popup.js',
    // A name that only starts like a grouped folder's, or ends like a grouped file in another folder.
    'app/sessions/x.ts',
    'widgets/i18n/index.ts',
  ])('%s stays out of every group', (module) => expect(groupOf(module)).toBeUndefined());
});
