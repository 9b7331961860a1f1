import { eq } from 'drizzle-orm';
import { products } from '../../../server/db/schema';
import type { TestServer } from '../../utils/test-server';

export const BACK_IN_STOCK_SUBJECT = 'Ponovo na stanju';

/** Stock changed as `catalog:import` or a back office changes it: straight in the table. */
export const setStock = (server: TestServer, id: number, stock: number) =>
  server.database.db.update(products).set({ stock }).where(eq(products.id, id));

/** The back-in-stock mails this server sent to an address. */
export const mailsTo = (server: TestServer, address: string) =>
  server.mails.filter((mail) => mail.to === address && mail.subject.startsWith(BACK_IN_STOCK_SUBJECT));
