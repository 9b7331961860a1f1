import type { CatalogImport } from '../../../contract/catalog';
import { ean13CheckDigit } from '../../../server/catalog/ean';
import { slugify } from '../../../server/catalog/slug';
import { demoCatalog } from '../../../server/db/seed-catalog-data';

/**
 * A realistic catalogue for the search quality test: the demo catalogue's product kinds, brands
 * and models, and groceries and cosmetics, many products of each, with names and descriptions
 * stored without diacritics as Serbian retailers' feeds hold them ("Kackavalj", "Djumbir",
 * "Sampon"). Each product keeps what it really is (its kind, category, brand), which the test's
 * judgements use: relevance never comes from the words search matches.
 */
export type GeneratedProduct = CatalogImport['products'][number] & {
  /** The product kind as the template names it, with diacritics ("Šampon za kosu"). */
  kind: string;
  topCategory: string;
};

type Kind = { name: string; brands: readonly string[]; sentences: readonly string[] };
type Group = { name: string; slug: string; children: { name: string; slug: string; kinds: Kind[] }[] };

const groceries: Group[] = [
  {
    name: 'Hrana i piće',
    slug: 'hrana-i-pice',
    children: [
      {
        name: 'Čokolade',
        slug: 'cokolade',
        kinds: [
          kind(
            'Čokolada mlečna',
            ['Milka', 'Najlepše želje', 'Pionir', 'Kraš'],
            'Mlečna čokolada od alpskog mleka.',
          ),
          kind('Čokolada za kuvanje', ['Pionir', 'Kraš'], 'Za kolače i preliv, topi se ravnomerno.'),
          kind('Čokolada sa lešnikom', ['Milka', 'Najlepše želje'], 'Celi lešnici u svakom redu.'),
        ],
      },
      {
        name: 'Sirevi',
        slug: 'sirevi',
        kinds: [
          kind('Kačkavalj', ['Sirogojno', 'Imlek', 'Mlekara Subotica'], 'Zreo kravlji sir, blagog ukusa.'),
          kind('Sir gauda', ['Imlek', 'Mlekara Subotica'], 'Polutvrdi sir za sendviče.'),
          kind('Feta sir', ['Imlek', 'Dukat'], 'Beli sir u salamuri.'),
        ],
      },
      {
        name: 'Začini',
        slug: 'zacini',
        kinds: [
          kind('Đumbir mleveni', ['Aleva', 'Kotanyi', 'Podravka'], 'Ljut i aromatičan, za čaj i kolače.'),
          kind('Biber crni mleveni', ['Aleva', 'Kotanyi'], 'Sveže mleven crni biber.'),
          kind('Aleva paprika slatka', ['Aleva', 'Podravka'], 'Slatka mlevena paprika za gulaš.'),
        ],
      },
      {
        name: 'Voda i sokovi',
        slug: 'voda-i-sokovi',
        kinds: [
          kind('Kisela voda', ['Knjaz Miloš', 'Rosa', 'Aqua Viva'], 'Prirodna mineralna voda.'),
          kind('Negazirana voda', ['Rosa', 'Aqua Viva', 'Knjaz Miloš'], 'Izvorska voda, bez gasa.'),
          kind('Sok od jabuke', ['Next', 'Nectar'], 'Sto posto voćni sok, bez dodatog šećera.'),
        ],
      },
      {
        name: 'Konzervirano povrće',
        slug: 'konzervirano-povrce',
        kinds: [
          kind('Šampinjoni sečeni', ['Podravka', 'Eva', 'Bonduelle'], 'Sečene pečurke u salamuri.'),
          kind('Grašak', ['Podravka', 'Bonduelle'], 'Mladi grašak, spreman za kuvanje.'),
          kind('Kukuruz šećerac', ['Bonduelle', 'Eva'], 'Zrna kukuruza za salate.'),
        ],
      },
    ],
  },
  {
    name: 'Kozmetika',
    slug: 'kozmetika',
    children: [
      {
        name: 'Nega kose',
        slug: 'nega-kose',
        kinds: [
          kind('Šampon za kosu', ['Nivea', 'Garnier', 'Schauma', 'Gliss'], 'Za svakodnevno pranje kose.'),
          kind('Šampon protiv peruti', ['Head & Shoulders', 'Nivea'], 'Uklanja perut od prvog pranja.'),
          kind('Regenerator za kosu', ['Garnier', 'Gliss', 'Schauma'], 'Kosa se lakše raščešljava.'),
        ],
      },
      {
        name: 'Nega lica i tela',
        slug: 'nega-lica-i-tela',
        kinds: [
          kind('Krema za lice', ['Nivea', 'Garnier', 'Afrodita'], 'Hidrira kožu tokom celog dana.'),
          kind('Krema za ruke', ['Nivea', 'Afrodita'], 'Brzo se upija i ne masti.'),
          kind('Gel za tuširanje', ['Nivea', 'Fa', 'Dove'], 'Blag prema koži, prijatnog mirisa.'),
        ],
      },
    ],
  },
];

function kind(name: string, brands: string[], sentence: string): Kind {
  return { name, brands, sentences: [sentence, 'Proizvedeno u Srbiji.', 'Čuvati na suvom i hladnom mestu.'] };
}

/** What a retailer's feed does to Serbian text. */
export function withoutDiacritics(text: string): string {
  return text
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** A small deterministic generator (an LCG), so that every run tests the same catalogue. */
function counter(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const LETTERS = 'ABCDEFGHKLMNPRSTUVWX';

/**
 * `perKind` products of every demo kind and `perGroceryKind` of every grocery and cosmetics kind.
 * Televisions carry "Smart" in the name, as shops name them.
 */
export function generateSearchCatalog(perKind: number, perGroceryKind: number) {
  const next = counter(13);
  const categories: CatalogImport['categories'] = [];
  const products: GeneratedProduct[] = [];
  const groups: Group[] = [
    ...demoCatalog.map((top) => ({
      name: top.name,
      slug: top.slug,
      children: top.children.map((child) => ({
        name: child.name,
        slug: child.slug,
        kinds: [...child.templates],
      })),
    })),
    ...groceries,
  ];
  for (const top of groups) {
    categories.push({ name: top.name, slug: top.slug });
    const count = groceries.includes(top) ? perGroceryKind : perKind;
    for (const child of top.children) {
      categories.push({ name: child.name, slug: child.slug, parent: top.slug });
      for (const template of child.kinds) {
        for (let n = 0; n < count; n++) {
          const brand = template.brands[next(template.brands.length)]!;
          const code = `${LETTERS[next(LETTERS.length)]}${LETTERS[next(LETTERS.length)]}${100 + next(9900)}`;
          const smart = child.slug === 'televizori' ? ' Smart' : '';
          const name = withoutDiacritics(`${template.name} ${brand} ${code}${smart}`);
          const first = next(template.sentences.length);
          const second = (first + 1) % template.sentences.length;
          const index = products.length;
          const first12 = `860${String(index).padStart(9, '0')}`;
          products.push({
            name,
            slug: `${slugify(name)}-${index}`,
            ean: `${first12}${ean13CheckDigit(first12)}`,
            category: child.slug,
            brand: withoutDiacritics(brand),
            description: withoutDiacritics(`${template.sentences[first]} ${template.sentences[second]}`),
            price: 990 + next(90_000),
            discountPrice: 0,
            shippingPrice: 0,
            available: true,
            stock: next(20),
            images: ['/images/catalog/placeholder.svg'],
            attributes: [],
            kind: template.name,
            topCategory: top.slug,
          });
        }
      }
    }
  }
  return { categories, products };
}
