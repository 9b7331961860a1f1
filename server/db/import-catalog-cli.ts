/**
 * npm run catalog:import -- file.json
 * Imports a catalogue file (docs/catalog-import.md) into the shop's database: PostgreSQL when
 * DATABASE_URL is set, else the embedded database in DATA_DIR, as server/main.ts opens it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { countOf } from '../../contract/plural';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import {
  CatalogImportError,
  importCatalog,
  parseCatalogImport,
  settleImportedCatalog,
} from './import-catalog';

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

async function main(args: string[]): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    console.error('Upotreba: npm run catalog:import -- katalog.json');
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const data = parseCatalogImport(await readJson(file));
    const config = loadConfig();
    database = await openDatabase(
      // One import may write for minutes: no statement deadline of a request.
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, batch: true }
        : { dataDir: path.join(config.dataDir, 'db') },
    );
    await database.migrate();
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
  } catch (error) {
    if (error instanceof CatalogImportError) {
      console.error(error.message);
      console.error('Ništa nije upisano.');
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
