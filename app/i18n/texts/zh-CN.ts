// The shell's zh-CN texts: every area's file (locales/shell/<area>/zh-CN.json, docs/texts.md) in one table.
const areas = import.meta.glob<Record<string, string>>('../../../locales/shell/*/zh-CN.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(areas)) as Record<string, string>;
