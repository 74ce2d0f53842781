// The shell's en texts: every area's file (locales/shell/<area>/en.json, docs/texts.md) in one table.
const areas = import.meta.glob<Record<string, string>>('../../../locales/shell/*/en.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(areas)) as Record<string, string>;
