// The shell's zh-CN texts: every area's file (locales/<area>/zh-CN.json) in one table.
const areas = import.meta.glob<Record<string, string>>('../locales/*/zh-CN.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(areas)) as Record<string, string>;
