// The shell's zh-TW texts: every area's file (locales/<area>/zh-TW.json) in one table.
const areas = import.meta.glob<Record<string, string>>('../locales/*/zh-TW.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(areas)) as Record<string, string>;
