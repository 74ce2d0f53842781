// A fixture for the simulation's invariant tests: a copy of the simulation's world (two
// customers) on a database file of its own, opened for the test and removed after it.
import { test as base } from 'vitest';
import { openStore, type Store } from '../../../../server/db/connect.js';
import { copyOfTemplate, sqliteWorld, type World } from '../../../../server/simulation/world.js';

export interface WorldCopy {
  world: World;
  store: Store;
}

export const test = base.extend<{ sim: WorldCopy }>({
  sim: async ({}, use) => {
    const world = await sqliteWorld(2);
    const copy = copyOfTemplate(world);
    const store = openStore(copy.file);
    try {
      await use({ world, store });
    } finally {
      await store.close();
      copy.dispose();
    }
  },
});

export const it = test;
