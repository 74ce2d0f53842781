// The kit's imperative Toast and Dialog render only after widgets/overlays/toast-and-dialog.ts
// has installed their React 19 render hook, and they carry the animation libraries the first
// screen leaves out. So every module reaches them through widgets/overlays (showToast,
// overlays()); a direct import would work in one build and fail in the next.
// Likewise the kit's popups (a bottom sheet, the picker wheels) bring the animation and
// gesture libraries: a form must show before them, so only modules loaded on first opening
// import them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['app', 'domain', 'engine', 'widgets', 'bridge'];
const ALLOWED = path.join('widgets', 'overlays', 'toast-and-dialog.ts');

// Loaded on first opening: widgets/shared/load-on-open.tsx, and the shell's sheets that
// app/layout/when-needed.tsx mounts when their prompt first opens.
const POPUP_MODULES = [
  path.join('widgets', 'shared', 'SheetPanel.tsx'),
  path.join('widgets', 'date', 'DatePickerPopup.tsx'),
  path.join('app', 'auth', 'MobileTokenSheet.tsx'),
  path.join('app', 'auth', 'SmsOtpSheet.tsx'),
  path.join('app', 'security', 'PasswordBoxSheet.tsx'),
  path.join('app', 'security', 'TokenActivationSheet.tsx'),
];

function kitImports(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'antd-mobile'/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim()));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

describe('toasts and dialogs', () => {
  it('are imported from the kit only by widgets/overlays', () => {
    const direct = SOURCES.flatMap(sourceFiles).filter((file) => {
      if (file === ALLOWED) return false;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd-mobile'/g)].some((m) => /\b(Toast|Dialog|Modal)\b/.test(m[1]!));
    });
    expect(direct).toEqual([]);
  });

  it('keep the kit’s popups and animated parts (tabs, collapse, notice bar, empty-state illustrations) to modules loaded on first opening', () => {
    const popups = /^(type\s+)?(Popup|Picker|DatePicker|CascadePicker|ActionSheet|Tabs|Collapse|ErrorBlock|NoticeBar)$/;
    const eager = SOURCES.flatMap(sourceFiles).filter(
      (file) => !POPUP_MODULES.includes(file) && kitImports(file).some((name) => popups.test(name) && !name.startsWith('type ')),
    );
    expect(eager).toEqual([]);
  });
});
