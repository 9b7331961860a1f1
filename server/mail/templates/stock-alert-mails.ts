import type { Script } from '../../../contract/serbian-script';
import { greeting } from '../greeting';
import { composeMail } from '../layout';
import { mailWriter } from '../mail-writer';
import type { MailMessage } from '../mailer';

/** The product with its brand (kept Latin with its model), the link, and the script the alert was asked in. */
type StockAlertMailInput = { to: string; productName: string; brand: string; link: string; script: Script };

/** "Obavesti me kada stigne": the product the shopper waited for is in stock again. */
export function backInStockMail({ to, productName, brand, link, script }: StockAlertMailInput): MailMessage {
  const write = mailWriter(script, [{ name: productName, brand }]);
  const product = write.product(productName);
  return composeMail({
    write,
    to,
    subject: write`Ponovo na stanju: ${product}`,
    paragraphs: [
      greeting(write),
      write`javljamo Vam, kako ste tražili, da je proizvod „${product}“ ponovo na stanju i da ga možete poručiti.`,
      write('Količine su ograničene, pa Vam preporučujemo da ne čekate dugo.'),
      write(
        'Ovo obaveštenje šaljemo samo jednom. Ako proizvod ponovo nestane, novo obaveštenje možete zatražiti na njegovoj stranici.',
      ),
    ],
    action: { label: write('Pogledajte proizvod'), url: link },
  });
}
