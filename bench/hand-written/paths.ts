// Where the hand-written screens are built and served (bench only, never shipped).
import { repoPath } from '../lib/paths';

/** The build's folder, git-ignored. */
export const HAND_WRITTEN_OUT = repoPath('bench/hand-written/.out');
/** Where the benchmark's bank serves its page (index.html). */
export const HAND_WRITTEN_BASE = '/hand-written/';
/** Where its scripts and styles are (the build's assetsDir, bench/hand-written/vite.config.ts). */
export const HAND_WRITTEN_ASSETS = '/hand-written-assets/';
