// The journeys' route index in chunks by a hash of the path (app/routing/route-shard.ts,
// codegen/gen/journeys.ts): every route of the whole index is in the chunk the entry reads for
// its path, as it is there, with its journey's loader; every journey's loader is in the chunk of
// its flow id; and no chunk holds much more than its share.
import { describe, expect, it } from 'vitest';
import { journeyRoutes, type JourneyShard } from '../../../generated/journeys';
import { routeShards } from '../../../generated/journeys/shards';
import { ROUTE_SHARDS, routeShard } from '../../../app/routing/route-shard';

const shards: JourneyShard[] = await Promise.all(routeShards.map((load) => load()));

describe('the route index in chunks', () => {
  it('has one chunk per shard number', () => {
    expect(routeShards).toHaveLength(ROUTE_SHARDS);
  });

  it('holds each route in the chunk of its path, with what the whole index has for it', () => {
    for (const route of journeyRoutes) {
      const shard = shards[routeShard(route.path)]!;
      const [flowId, earlyLoads, widgets, views] = shard.routes[route.path]!;
      expect(flowId).toBe(route.flowId);
      expect(earlyLoads?.length ? earlyLoads : undefined).toEqual(route.earlyLoads);
      expect(widgets?.length ? widgets : undefined).toEqual(route.widgets);
      expect(views?.length ? views : undefined).toEqual(route.views);
      expect(typeof shard.loaders[flowId]).toBe('function');
    }
    expect(shards.reduce((sum, shard) => sum + Object.keys(shard.routes).length, 0)).toBe(journeyRoutes.length);
  });

  it("holds each journey's loader in the chunk of its flow id, loading the same module", async () => {
    for (const route of journeyRoutes) expect(typeof shards[routeShard(route.flowId)]!.loaders[route.flowId]).toBe('function');
    const { flowId } = journeyRoutes.find((route) => route.path === '/transfer-pay/newbill-create')!;
    const byId = await shards[routeShard(flowId)]!.loaders[flowId]!();
    const byPath = await shards[routeShard('/transfer-pay/newbill-create')]!.loaders[flowId]!();
    expect(byId).toBe(byPath);
    expect(byId.flow.id).toBe(flowId);
  });

  it('spreads the routes: no chunk holds more than twice its share', () => {
    const share = journeyRoutes.length / ROUTE_SHARDS;
    for (const shard of shards) expect(Object.keys(shard.routes).length).toBeLessThanOrEqual(2 * share);
  });

  it('hashes as the entry and the code generation both do (FNV-1a, 32 bits)', () => {
    expect(routeShard('')).toBe(0x811c9dc5 % ROUTE_SHARDS);
    // FNV-1a of "a" is 0xe40c292c, of "foobar" 0xbf9cf968 (the algorithm's published test values).
    expect(routeShard('a')).toBe(0xe40c292c % ROUTE_SHARDS);
    expect(routeShard('foobar')).toBe(0xbf9cf968 % ROUTE_SHARDS);
  });
});
