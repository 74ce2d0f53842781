// Which journey module a route loads, from codegen's generated/journeys/routes.json: the
// bundle benchmark and the packaging check follow a route's chunks through Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';

interface JourneyIndex {
  routes: Record<string, string>;
  modules: Record<string, string>;
}

/** The route's flow id and its module's manifest key (`../generated/journeys/<dir>/index.js`). */
export function journeyOfRoute(repo: string, route: string): { flowId: string; manifestKey: string } {
  const index = JSON.parse(fs.readFileSync(path.join(repo, 'generated', 'journeys', 'routes.json'), 'utf8')) as JourneyIndex;
  const flowId = index.routes[route];
  const module = flowId ? index.modules[flowId] : undefined;
  if (!flowId || !module) throw new Error(`no journey owns ${route} in generated/journeys/routes.json`);
  return { flowId, manifestKey: `../generated/${module}` };
}

export { sharedChunkKeys } from '../../build-tools/page-weight';
