// Repository locations the benchmarks read, resolved from this file so any working directory works.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(REPO, 'dist');
export const repoPath = (...parts: string[]): string => path.join(REPO, ...parts);
