/**
 * npm run catalog:import -- file.json
 * Imports a catalogue file (docs/catalog-import.md) into the shop's database: PostgreSQL when
 * DATABASE_URL is set, else the embedded database in DATA_DIR, as server/main.ts opens it.
 */
import { readFile } from 'node:fs/promises';
import { countOf } from '../../contract/plural';
import {
  CatalogImportError,
  importCatalog,
  parseCatalogImport,
  settleImportedCatalog,
} from './import-catalog';
import { runCli } from './run-cli';

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CatalogImportError([`fajl "${file}" nije moguće pročitati (${error.code ?? error.message}).`]);
  });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CatalogImportError([`fajl "${file}" nije ispravan JSON (${(error as Error).message}).`]);
  }
}

await runCli(
  async (open) => {
    const args = process.argv.slice(2);
    const file = args[0];
    if (!file || args.length > 1) {
      console.error('Upotreba: npm run catalog:import -- katalog.json');
      return 1;
    }
    const data = parseCatalogImport(await readJson(file));
    // One import may write for minutes: no statement deadline of a request.
    const database = await open({ batch: true });
    const counts = await importCatalog(database.db, data);
    await settleImportedCatalog(database.db);
    console.log(
      [
        `Katalog je uvezen iz ${file}:`,
        `  kategorije: ${countOf(counts.categoriesCreated, ['nova', 'nove', 'novih'])}, ${countOf(counts.categoriesUpdated, ['izmenjena', 'izmenjene', 'izmenjenih'])}`,
        `  proizvodi: ${countOf(counts.productsCreated, ['nov', 'nova', 'novih'])}, ${countOf(counts.productsUpdated, ['izmenjen', 'izmenjena', 'izmenjenih'])}`,
        ...(counts.synonymsSaved > 0
          ? [`  sinonimi za pretragu: ${countOf(counts.synonymsSaved, ['upisan', 'upisana', 'upisanih'])}`]
          : []),
      ].join('\n'),
    );
    return 0;
  },
  [CatalogImportError],
);
