import { recordAudit } from '../admin/audit';
import type { Db } from '../db/client';
import { type CatalogImportData, type ImportCounts, importCatalog } from '../db/import-catalog';
import type { StaffActor } from './staff-actor';

/**
 * The catalogue import (server/db/import-catalog.ts, as `npm run catalog:import` runs it) of a
 * file uploaded in the back office, with its audit row, in one transaction: a file that cannot be
 * imported writes neither. The audit row keeps the counts, not the file.
 */
export async function importUploadedCatalog(
  db: Db,
  data: CatalogImportData,
  actor: StaffActor,
): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    const counts = await importCatalog(tx, data);
    await recordAudit(tx, {
      ...actor,
      action: 'catalog.import',
      entity: 'import',
      entityId: 'catalog',
      before: null,
      after: { ...counts, categories: data.categories.length, products: data.products.length },
    });
    return counts;
  });
}
