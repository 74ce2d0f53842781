// The shell's en texts: every area's file (locales/<area>/en.json) in one table.
const areas = import.meta.glob<Record<string, string>>('../locales/*/en.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(areas)) as Record<string, string>;
