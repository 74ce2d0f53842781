// The shell's zh-TW texts: every area's file (locales/shell/<area>/zh-TW.json, docs/texts.md) in one table.
const areas = import.meta.glob<Record<string, string>>('../../../locales/shell/*/zh-TW.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(areas)) as Record<string, string>;
