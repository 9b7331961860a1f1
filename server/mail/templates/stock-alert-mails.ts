import { composeMail } from '../layout';
import type { MailMessage } from '../mailer';

type StockAlertMailInput = { to: string; productName: string; link: string };

/** "Obavesti me kada stigne": the product the shopper waited for is in stock again. */
export function backInStockMail({ to, productName, link }: StockAlertMailInput): MailMessage {
  return composeMail({
    to,
    subject: `Ponovo na stanju: ${productName}`,
    paragraphs: [
      'Poštovani,',
      `javljamo Vam, kako ste tražili, da je proizvod „${productName}“ ponovo na stanju i da ga možete poručiti.`,
      'Količine su ograničene, pa Vam preporučujemo da ne čekate dugo.',
      'Ovo obaveštenje šaljemo samo jednom. Ako proizvod ponovo nestane, novo obaveštenje možete zatražiti na njegovoj stranici.',
    ],
    action: { label: 'Pogledajte proizvod', url: link },
  });
}
