import { expect } from 'vitest';
import { latinNamesOf } from '../../contract/latin-names';
import { latinToCyrillic } from '../../contract/serbian-script';
import { describeJourneys } from './support/journey';
import { until } from './support/until';

const journey = describeJourneys();

type ApiProduct = { slug: string; name: string; brand: string; available: boolean; stock: number };

/** A laptop in stock: its name has a model after the brand ("Laptop Dell Inspiron 15"). */
async function laptopInStock(url: string): Promise<ApiProduct> {
  const answer = await fetch(`${url}/api/products?category=laptopovi&pageSize=60`);
  const { items } = (await answer.json()) as { items: ApiProduct[] };
  const found = items.find(
    (item) => item.available && item.stock > 0 && /[a-z]{3}/i.test(item.name.split(item.brand)[1] ?? ''),
  );
  if (!found) throw new Error('the demo catalogue has no laptop in stock with a model name');
  return found;
}

/** The shop's Latin words as the page shows them in Cyrillic. */
const c = (latin: string) => latinToCyrillic(latin);

journey(
  '23. a Cyrillic order (audit N1, N2): the shopper orders in Cyrillic with a Cyrillic name and city, and the confirmation mail comes in Cyrillic, the brand and model in Latin, what they typed as typed',
  async ({ shop, shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    const laptop = await laptopInStock(shop.url);
    const { brands, models } = latinNamesOf([laptop]);
    const cyrillicName = latinToCyrillic(laptop.name, brands, models);
    // The model stays Latin: "Лаптоп Dell Inspiron 15", not "Dell Инспирон 15".
    expect(cyrillicName).toContain(laptop.name.slice(laptop.name.indexOf(laptop.brand)));

    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    await page.getByRole('button', { name: 'Ћирилица' }).click();
    await page.getByRole('heading', { level: 1, name: 'Добро дошли у Продавницу' }).waitFor();
    await until(
      async () => (await page.context().cookies()).some((entry) => entry.name === 'cart_id'),
      Boolean,
      'the cart_id cookie',
    );

    await page.goto(`/proizvod/${laptop.slug}`);
    await page.getByRole('heading', { level: 1, name: cyrillicName }).waitFor();
    await page.getByRole('button', { name: `${c('Dodaj u korpu')}: ${cyrillicName}` }).click();
    await page
      .getByRole('dialog', { name: c('Dodato u korpu') })
      .getByRole('link', { name: c('Idi u korpu') })
      .click();
    await page.waitForURL('**/korpa');
    await page.getByRole('button', { name: c('Nastavi na dostavu') }).click();

    const form = page.getByRole('form', { name: c('Podaci za dostavu') });
    await form.waitFor();
    const email = `petar+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;
    const typed = {
      Ime: 'Петар',
      Prezime: 'Илић',
      'E-adresa': email,
      Telefon: '064 123 4567',
      'Ulica i broj': 'Kneza Miloša 12',
      Mesto: 'Крагујевац',
      'Poštanski broj': '34000',
    };
    for (const [label, value] of Object.entries(typed))
      await form.getByLabel(c(label), { exact: true }).fill(value);
    // What the shopper types stays in the script they type it in.
    expect(await form.getByLabel(c('Ulica i broj'), { exact: true }).inputValue()).toBe('Kneza Miloša 12');
    await page.getByRole('button', { name: c('Nastavi na plaćanje') }).click();
    await page.getByRole('radio', { name: new RegExp(`^${c('Plaćanje pouzećem')}`) }).check();
    await snap('cyrillic-payment');
    await page.getByRole('button', { name: c('Poruči uz obavezu plaćanja') }).click();
    await page.waitForURL('**/potvrdjena-kupovina?**');
    await page.getByRole('heading', { level: 1, name: 'Хвала на куповини!' }).waitFor();
    await snap('cyrillic-confirmation');

    const mail = await shop.lastMailTo(email, /^Потврда поруџбине/);
    expect(mail.subject).toMatch(/^Потврда поруџбине бр\. \d{2}-\d{4}-\d{6} \| Продавница$/);
    const paragraphs = mail.text.split('\n\n');
    expect(paragraphs[0]).toBe('Добар дан, Петар,');
    expect(paragraphs[1]).toMatch(/^Хвала на куповини\. Примили смо Вашу поруџбину бр\. /);
    expect(paragraphs[2]).toContain(`• ${cyrillicName} — 1 ком.`);
    expect(mail.text).toContain('Адреса за доставу:\nПетар Илић\nKneza Miloša 12\n34000 Крагујевац');
    expect(mail.text).toContain('Начин плаћања: плаћање поузећем');
    expect(mail.text.endsWith('Срдачан поздрав,\nПродавница')).toBe(true);
    // The mail's link opens the order, still in Cyrillic.
    const link = mail.links.find((candidate) => candidate.includes('/potvrdjena-kupovina'));
    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Хвала на куповини!' }).waitFor();
    expect(consoleErrors).toEqual([]);
  },
);
