import type { Db } from './client';

// TODO(helper): the demo catalogue of DESIGN §3.
/** Seeds the demo catalogue into an empty database; returns how many products were added. */
export async function seedDemoCatalogIfEmpty(_db: Db): Promise<number> {
  return 0;
}
