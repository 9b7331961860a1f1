import { sql } from 'drizzle-orm';
import type { Script } from '../../contract/serbian-script';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import type { Mailer } from '../mail/mailer';
import { backInStockMail } from '../mail/templates/stock-alert-mails';
import { publicUrl } from '../public-url';

/** How many alerts one claim takes; a sweep claims again until none are left. */
const BATCH = 100;

type ClaimedAlert = { id: number; email: string; script: Script; name: string; brand: string; slug: string };

export type StockAlertDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>;
  log: { error(obj: object, msg: string): void };
};

/**
 * Claims pending alerts whose product is sold and in stock again. One UPDATE marks them notified
 * before any mail leaves: rows another instance holds are skipped (SKIP LOCKED), and one it has
 * claimed no longer matches `notified_at is null`, so no alert is claimed twice.
 */
async function claimAlerts(db: Db): Promise<ClaimedAlert[]> {
  return rowsOf<ClaimedAlert>(
    await db.execute(sql`
      update stock_alerts as alert
      set notified_at = now()
      from products as product
      where product.id = alert.product_id
        and alert.id in (
          select pending.id
          from stock_alerts as pending
          join products as p on p.id = pending.product_id
          where pending.notified_at is null and p.available and p.stock > 0
          order by pending.id
          limit ${BATCH}
          for update of pending skip locked
        )
        and alert.notified_at is null
      returning alert.id, alert.email, alert.script, product.name, product.brand, product.slug`),
  );
}

/**
 * A mail that could not be sent: the alert waits again (the next sweep retries it), unless the
 * address has asked anew meanwhile, whose pending alert will send the mail instead.
 */
async function release(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    update stock_alerts as alert
    set notified_at = null
    where alert.id = ${id}
      and not exists (
        select 1 from stock_alerts as other
        where other.product_id = alert.product_id
          and lower(other.email) = lower(alert.email)
          and other.notified_at is null
      )`);
}

/**
 * Sends "Ponovo na stanju" to every address waiting for a product that is in stock again; answers
 * how many mails went out. Safe to run from several instances at once: each alert mails once.
 */
export async function sendStockAlerts({ db, mailer, config, log }: StockAlertDeps): Promise<number> {
  let sent = 0;
  let failed = false;
  for (;;) {
    const claimed = await claimAlerts(db);
    for (const alert of claimed) {
      const link = publicUrl(config, `/proizvod/${encodeURIComponent(alert.slug)}`);
      try {
        await mailer.send(
          backInStockMail({
            to: alert.email,
            productName: alert.name,
            brand: alert.brand,
            link,
            script: alert.script,
          }),
        );
        sent += 1;
      } catch (err) {
        log.error(
          { err, to: alert.email, alert: alert.id },
          'back-in-stock mail not sent; it will be retried',
        );
        await release(db, alert.id);
        failed = true;
      }
    }
    // After a failure the released alerts wait for the next sweep rather than being claimed again now.
    if (claimed.length < BATCH || failed) return sent;
  }
}
