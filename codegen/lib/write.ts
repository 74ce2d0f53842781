// Writes generated files atomically (temp file + rename), so a test or dev server reading
// generated/ while codegen runs never sees half a file; unchanged files are left untouched.
import fs from 'node:fs';
import path from 'node:path';

export function writeFileAtomic(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
  return true;
}
