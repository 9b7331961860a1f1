import { countOf } from '../../contract/plural';
import type { AttributeKey } from '../../contract/product-specs';
import type { ProductKind } from './product-kinds';

/**
 * The demo catalogue's shape: top categories, their subcategories and the kinds of products each
 * holds. seed-catalog.ts turns these templates into products, deterministically.
 */

/** A typed specification line: its key's definition (contract/product-specs.ts) says what the value is. */
export type Attribute = { key: AttributeKey; value: number | boolean | string };

/** What a template may draw on: a deterministic random source. */
export type Pick = {
  int(min: number, max: number): number;
  one<T>(items: readonly T[]): T;
};

export type ProductTemplate = {
  /** The product's kind as its name starts, e.g. "Kombinovani frižider". */
  name: string;
  /** What the product is, for its drawing: a fridge, a kettle, an air fryer. */
  kind: ProductKind;
  brands: readonly string[];
  /** Regular price range in whole dinars. */
  price: readonly [number, number];
  /** Bulky goods ship for 1490 per unit. */
  bulky?: boolean;
  /** Model names and their regular prices per brand; a generated model code otherwise. */
  models?: Readonly<Record<string, readonly (readonly [model: string, price: number])[]>>;
  /** Kinds of this product, named right after its type (e.g. "Đubrivo za travnjak"). */
  variants?: readonly string[];
  /** Sentences describing this kind of product; two are chosen for each product. */
  sentences: readonly string[];
  /** What every product of this kind is: its description's first sentence, before one chosen sentence. */
  lead?: string;
  /**
   * The product's specification. `pick` is the catalogue's random source (its draws, as they were
   * when the values were strings, keep every later product as it was); `more` is the product's own,
   * for the lines added with typed specifications.
   */
  attributes: (pick: Pick, brand: string, more: Pick) => Attribute[];
};

export type SubcategorySeed = {
  name: string;
  slug: string;
  /** How many products the demo catalogue has in this subcategory. */
  count: number;
  templates: readonly ProductTemplate[];
};

export type TopCategorySeed = { name: string; slug: string; children: readonly SubcategorySeed[] };

const spec = (key: AttributeKey, value: number | boolean | string): Attribute => ({ key, value });
const energyClass = (pick: Pick) => pick.one(['A', 'B', 'C', 'D', 'E']);
const color = (pick: Pick) => pick.one(['Bela', 'Crna', 'Siva', 'Inox', 'Srebrna']);
const warranty = (pick: Pick) =>
  spec('warranty', countOf(pick.one([2, 2, 3, 5]), ['godina', 'godine', 'godina']));
const yes = (pick: Pick) => pick.one([true, false]);
/** A TV's or monitor's class on the 2021 EU label: screens rarely reach above E. */
const screenEnergyClass = (more: Pick) => more.one(['D', 'E', 'E', 'F', 'G']);

const whiteGoodsBrands = ['Gorenje', 'Bosch', 'Beko', 'Samsung', 'LG', 'Electrolux', 'Candy', 'Vox'];
const smallApplianceBrands = ['Philips', 'Tefal', 'Bosch', 'Rowenta', 'Gorenje', 'Braun', 'Vivax', 'Sencor'];
const tvBrands = ['Samsung', 'LG', 'Sony', 'Philips', 'TCL', 'Hisense', 'Vivax'];
const audioBrands = ['JBL', 'Sony', 'Marshall', 'Bose', 'Xiaomi', 'Sennheiser'];
const computerBrands = ['Lenovo', 'HP', 'Dell', 'Asus', 'Acer', 'Apple'];

export const demoCatalog: readonly TopCategorySeed[] = [
  {
    name: 'Bela tehnika',
    slug: 'bela-tehnika',
    children: [
      {
        name: 'Frižideri',
        slug: 'frizideri',
        count: 16,
        templates: [
          {
            name: 'Kombinovani frižider',
            kind: 'fridge',
            brands: whiteGoodsBrands,
            price: [39_990, 129_990],
            bulky: true,
            sentences: [
              'Prostrani kombinovani frižider sa zamrzivačem u donjem delu i fiokama za voće i povrće.',
              'No Frost tehnologija sprečava stvaranje leda, pa odmrzavanje više nije potrebno.',
              'Tihi inverter kompresor štedi struju i čuva namirnice duže svežim.',
              'Police od kaljenog stakla se lako čiste i podnose veliku težinu.',
            ],
            attributes: (pick, _brand, more) => [
              spec('volume', pick.int(28, 42) * 10),
              spec('energy_class', energyClass(pick)),
              spec('no_frost', yes(pick)),
              spec('height', pick.int(176, 203)),
              spec('color', color(pick)),
              warranty(pick),
              spec('width', more.one([60, 60, 70])),
              spec('depth', more.int(62, 68)),
              spec('annual_energy', more.int(15, 32) * 10),
              spec('noise', more.int(35, 42)),
            ],
          },
          {
            name: 'Frižider sa zamrzivačem',
            kind: 'fridge',
            brands: whiteGoodsBrands,
            price: [32_990, 64_990],
            bulky: true,
            sentences: [
              'Klasičan frižider sa zamrzivačem u gornjem delu, idealan za manje porodice.',
              'Unutrašnje LED osvetljenje pomaže da brzo pronađete ono što tražite.',
              'Vrata se mogu okrenuti na levu ili desnu stranu.',
            ],
            attributes: (pick, _brand, more) => [
              spec('volume', pick.int(20, 31) * 10),
              spec('energy_class', energyClass(pick)),
              spec('height', pick.int(143, 176)),
              spec('color', color(pick)),
              warranty(pick),
              spec('no_frost', yes(more)),
              spec('width', more.one([55, 60])),
              spec('depth', more.int(55, 63)),
              spec('annual_energy', more.int(12, 26) * 10),
              spec('noise', more.int(36, 41)),
            ],
          },
          {
            name: 'Side by side frižider',
            kind: 'side-by-side-fridge',
            brands: ['Samsung', 'LG', 'Beko', 'Bosch'],
            price: [99_990, 149_990],
            bulky: true,
            sentences: [
              'Frižider sa dvoja vrata i ledomatom za one kojima je potrebno mnogo prostora.',
              'Dispenzer hladne vode i kockica leda priključuje se direktno na vodovod.',
              'Pametna dijagnostika preko aplikacije javlja kada su vrata ostala otvorena.',
            ],
            attributes: (pick, _brand, more) => [
              spec('volume', pick.int(55, 65) * 10),
              spec('energy_class', energyClass(pick)),
              spec('ice_maker', true),
              spec('color', pick.one(['Inox', 'Crna'])),
              warranty(pick),
              spec('no_frost', true),
              spec('width', 91),
              spec('height', more.int(177, 179)),
              spec('depth', more.int(70, 74)),
              spec('annual_energy', more.int(30, 42) * 10),
              spec('noise', more.int(38, 43)),
            ],
          },
        ],
      },
      {
        name: 'Mašine za veš',
        slug: 'masine-za-ves',
        count: 15,
        templates: [
          {
            name: 'Mašina za pranje veša',
            kind: 'washing-machine',
            brands: whiteGoodsBrands,
            price: [34_990, 89_990],
            bulky: true,
            sentences: [
              'Mašina za pranje veša sa inverter motorom koji radi tiho i troši manje struje.',
              'Program za brzo pranje osveži veš za samo 15 minuta.',
              'Parni program uklanja alergene i smanjuje gužvanje odeće.',
              'Odloženi start omogućava da pranje završi baš kada se vratite kući.',
            ],
            attributes: (pick, _brand, more) => [
              spec('wash_capacity', pick.int(6, 10)),
              spec('spin_speed', pick.one([1000, 1200, 1400, 1600])),
              spec('energy_class', energyClass(pick)),
              spec('depth', pick.int(42, 60)),
              warranty(pick),
              spec('width', 60),
              spec('height', 85),
              spec('programs', more.int(12, 16)),
              spec('inverter', yes(more)),
              spec('steam', yes(more)),
              spec('noise', more.int(71, 79)),
              spec('annual_energy', more.int(45, 80)),
            ],
          },
          {
            name: 'Mašina za pranje i sušenje veša',
            kind: 'washing-machine',
            brands: ['Samsung', 'LG', 'Bosch', 'Beko'],
            price: [69_990, 119_990],
            bulky: true,
            sentences: [
              'Kombinovana mašina pere i suši veš u jednom ciklusu.',
              'Senzori mere vlažnost i sami određuju koliko dugo treba sušiti.',
              'Štedi prostor jer zamenjuje dva uređaja.',
            ],
            attributes: (pick, _brand, more) => [
              spec('wash_capacity', pick.int(8, 11)),
              spec('dry_capacity', pick.int(5, 7)),
              spec('energy_class', energyClass(pick)),
              warranty(pick),
              spec('spin_speed', more.one([1400, 1600])),
              spec('width', 60),
              spec('height', 85),
              spec('depth', more.int(54, 64)),
              spec('programs', more.int(14, 16)),
              spec('inverter', true),
              spec('steam', yes(more)),
            ],
          },
          {
            name: 'Mašina za sušenje veša',
            kind: 'tumble-dryer',
            brands: ['Gorenje', 'Bosch', 'Beko', 'Electrolux'],
            price: [44_990, 94_990],
            bulky: true,
            sentences: [
              'Sušara sa toplotnom pumpom nežno suši i najosetljivije tkanine.',
              'Rezervoar za kondenzovanu vodu prazni se jednim pokretom.',
              'Program protiv gužvanja olakšava peglanje.',
            ],
            attributes: (pick, _brand, more) => [
              spec('dry_capacity', pick.int(7, 9)),
              spec('heat_pump', true),
              spec('energy_class', pick.one(['A++', 'A+++'])),
              warranty(pick),
              spec('width', 60),
              spec('height', 85),
              spec('noise', more.int(62, 66)),
              spec('annual_energy', more.int(150, 260)),
            ],
          },
        ],
      },
      {
        name: 'Šporeti',
        slug: 'sporeti',
        count: 14,
        templates: [
          {
            name: 'Električni šporet',
            kind: 'stove',
            brands: ['Gorenje', 'Beko', 'Electrolux', 'Vox', 'Candy'],
            price: [28_990, 74_990],
            bulky: true,
            sentences: [
              'Električni šporet sa keramičkom pločom koja se brzo zagreva i lako čisti.',
              'Multifunkcionalna rerna ima ventilator za ravnomerno pečenje na više nivoa.',
              'Dvostruko staklo na vratima rerne ostaje hladno na dodir.',
            ],
            attributes: (pick) => [
              spec('hob_type', pick.one(['Keramička', 'Ringle'])),
              spec('oven_volume', pick.int(60, 74)),
              spec('width', pick.one([50, 60])),
              spec('color', color(pick)),
              warranty(pick),
            ],
          },
          {
            name: 'Kombinovani šporet',
            kind: 'stove',
            brands: ['Gorenje', 'Beko', 'Vox', 'Electrolux'],
            price: [32_990, 69_990],
            bulky: true,
            sentences: [
              'Kombinovani šporet sa tri gasna i jednim električnim gorionikom.',
              'Električna rerna sa grilom i ražnjem za savršeno pečeno meso.',
              'Automatsko paljenje gorionika jednim okretom dugmeta.',
            ],
            attributes: (pick) => [
              spec('burners', '3 gas + 1 struja'),
              spec('oven_volume', pick.int(56, 71)),
              spec('color', color(pick)),
              warranty(pick),
            ],
          },
          {
            name: 'Indukcioni šporet',
            kind: 'stove',
            brands: ['Bosch', 'Gorenje', 'Electrolux'],
            price: [64_990, 95_990],
            bulky: true,
            sentences: [
              'Indukciona ploča zagreva samo posudu, pa je kuvanje brže i bezbednije.',
              'Funkcija pirolize sama čisti rernu na visokoj temperaturi.',
              'Tajmer za svaku zonu isključuje grejanje kada jelo bude gotovo.',
            ],
            attributes: (pick) => [
              spec('hob_type', 'Indukciona'),
              spec('oven_volume', pick.int(65, 77)),
              spec('pyrolysis', yes(pick)),
              warranty(pick),
            ],
          },
        ],
      },
      {
        name: 'Sudomašine',
        slug: 'sudomasine',
        count: 13,
        templates: [
          {
            name: 'Samostalna sudomašina',
            kind: 'dishwasher',
            brands: whiteGoodsBrands,
            price: [37_990, 84_990],
            bulky: true,
            sentences: [
              'Sudomašina sa tihim radom koju ne čujete ni iz susedne sobe.',
              'Treća korpa za pribor oslobađa prostor za veće posuđe.',
              'Eko program troši svega devet litara vode po pranju.',
            ],
            attributes: (pick) => [
              spec('place_settings', pick.int(9, 15)),
              spec('width', pick.one([45, 60])),
              spec('noise', pick.int(42, 49)),
              spec('energy_class', energyClass(pick)),
              warranty(pick),
            ],
          },
          {
            name: 'Ugradna sudomašina',
            kind: 'dishwasher',
            brands: ['Bosch', 'Gorenje', 'Beko', 'Electrolux'],
            price: [44_990, 89_990],
            bulky: true,
            sentences: [
              'Potpuno ugradna sudomašina se skriva iza vrata kuhinjskog elementa.',
              'Zaštita od curenja vode zatvara dovod pri svakom kvaru.',
              'Svetlosni signal na podu pokazuje da pranje još traje.',
            ],
            attributes: (pick) => [
              spec('place_settings', pick.int(10, 14)),
              spec('width', pick.one([45, 60])),
              spec('energy_class', energyClass(pick)),
              warranty(pick),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Mali kućni aparati',
    slug: 'mali-kucni-aparati',
    children: [
      {
        name: 'Usisivači',
        slug: 'usisivaci',
        count: 15,
        templates: [
          {
            name: 'Usisivač bez kese',
            kind: 'canister-vacuum',
            brands: ['Philips', 'Bosch', 'Rowenta', 'Gorenje', 'Vivax', 'Electrolux'],
            price: [7_990, 29_990],
            sentences: [
              'Ciklonski usisivač bez kese zadržava snagu usisavanja i kada se posuda puni.',
              'HEPA filter zadržava fine čestice prašine i polen.',
              'Četka za parket i nastavak za tapacirani nameštaj su u kompletu.',
            ],
            attributes: (pick) => [
              spec('power', pick.int(7, 22) * 50),
              spec('bowl_volume', pick.int(10, 25) / 10),
              spec('cable_length', pick.int(5, 9)),
              warranty(pick),
            ],
          },
          {
            name: 'Štapni usisivač',
            kind: 'stick-vacuum',
            brands: ['Dyson', 'Philips', 'Xiaomi', 'Rowenta', 'Bosch'],
            price: [14_990, 44_990],
            sentences: [
              'Bežični štapni usisivač sa baterijom dovoljnom za ceo stan.',
              'Pretvara se u ručni usisivač za automobil i police.',
              'Zidni nosač služi i kao punjač.',
            ],
            attributes: (pick) => [
              spec('battery_minutes', pick.int(25, 60)),
              spec('battery_voltage', pick.one([18, 21.6, 25.2])),
              warranty(pick),
            ],
          },
          {
            name: 'Robot usisivač',
            kind: 'robot-vacuum',
            brands: ['Xiaomi', 'iRobot', 'Roborock', 'Rowenta'],
            price: [19_990, 69_990],
            sentences: [
              'Robot usisivač sam mapira stan laserskim senzorom i vraća se na punjač.',
              'Preko aplikacije birate sobe i zakazujete čišćenje.',
              'Funkcija brisanja mokrom krpom osvežava podove od pločica.',
            ],
            attributes: (pick) => [
              spec('navigation', pick.one(['Laserska', 'Kamera', 'Žiroskop'])),
              spec('battery_minutes', pick.int(90, 180)),
              spec('mopping', yes(pick)),
              warranty(pick),
            ],
          },
        ],
      },
      {
        name: 'Aparati za kafu',
        slug: 'aparati-za-kafu',
        count: 14,
        templates: [
          {
            name: 'Espreso aparat',
            kind: 'espresso-machine',
            brands: ["De'Longhi", 'Philips', 'Krups', 'Gorenje', 'Sencor'],
            price: [9_990, 39_990],
            sentences: [
              'Espreso aparat sa pumpom visokog pritiska za gustu kremu.',
              'Parna mlaznica pravi mlečnu penu za kapućino.',
              'Posuda za vodu se vadi i puni na česmi.',
            ],
            attributes: (pick) => [
              spec('pump_pressure', pick.one([15, 19, 20])),
              spec('tank_volume', pick.int(10, 18) / 10),
              warranty(pick),
            ],
          },
          {
            name: 'Automatski aparat za kafu',
            kind: 'coffee-machine',
            brands: ["De'Longhi", 'Philips', 'Krups', 'Siemens'],
            price: [44_990, 89_990],
            sentences: [
              'Automatski aparat melje zrna neposredno pred pripremu svake šolje.',
              'Jednim dodirom pravi espreso, kapućino ili late makijato.',
              'Program za samočišćenje i uklanjanje kamenca se pokreće sam.',
            ],
            attributes: (pick) => [
              spec('grinder', 'Keramički'),
              spec('drinks', pick.int(5, 16)),
              warranty(pick),
            ],
          },
          {
            name: 'Električna džezva',
            kind: 'electric-coffee-pot',
            brands: ['Arzum', 'Beko', 'Vivax', 'Sencor'],
            price: [2_990, 8_990],
            sentences: [
              'Električna džezva kuva domaću kafu sa penom i sama se isključuje.',
              'Senzor prepoznaje kada kafa počne da se diže.',
              'Idealna za dve do četiri šolje domaće kafe.',
            ],
            attributes: (pick) => [
              spec('cups', pick.int(2, 4)),
              spec('power', pick.int(4, 8) * 100),
              warranty(pick),
            ],
          },
          {
            name: 'Aparat za filter kafu',
            kind: 'filter-coffee-maker',
            brands: ['Philips', 'Bosch', 'Tefal', 'Gorenje'],
            price: [3_990, 12_990],
            sentences: [
              'Aparat za filter kafu sa staklenim bokalom i filterom za višekratnu upotrebu.',
              'Grejna ploča održava kafu toplom do 40 minuta.',
              'Sistem protiv kapanja omogućava da sipate i pre kraja kuvanja.',
            ],
            attributes: (pick) => [spec('cups', pick.int(10, 15)), spec('timer', yes(pick)), warranty(pick)],
          },
        ],
      },
      {
        name: 'Kuhinjski aparati',
        slug: 'kuhinjski-aparati',
        count: 16,
        templates: [
          {
            name: 'Električni čajnik',
            kind: 'kettle',
            brands: smallApplianceBrands,
            price: [1_990, 6_990],
            sentences: [
              'Električni čajnik zagreva vodu za čaj za manje od četiri minuta.',
              'Skriveni grejač se lako čisti i ne skuplja kamenac.',
              'Automatski se isključuje kada voda proključa ili kada je posuda prazna.',
            ],
            attributes: (pick) => [
              spec('capacity', pick.int(10, 17) / 10),
              spec('material', pick.one(['Inox', 'Staklo', 'Plastika'])),
              warranty(pick),
            ],
          },
          {
            name: 'Toster',
            kind: 'toaster',
            brands: smallApplianceBrands,
            price: [2_490, 7_990],
            sentences: [
              'Toster sa dva proreza i sedam nivoa zapečenosti.',
              'Rešetka za zagrevanje peciva je ugrađena u kućište.',
              'Fioka za mrvice se izvlači i prazni bez prevrtanja tostera.',
            ],
            attributes: (pick) => [
              spec('slots', pick.one([2, 4])),
              spec('power', pick.int(7, 15) * 100),
              warranty(pick),
            ],
          },
          {
            name: 'Štapni mikser',
            kind: 'hand-blender',
            brands: smallApplianceBrands,
            price: [2_990, 11_990],
            sentences: [
              'Štapni mikser sa nožem od nerđajućeg čelika za supe, pirea i smutije.',
              'Nastavak za šlag i sečka za luk dolaze u kompletu.',
              'Turbo dugme daje punu snagu jednim pritiskom.',
            ],
            attributes: (pick) => [
              spec('power', pick.int(6, 12) * 100),
              spec('speeds', pick.int(2, 12)),
              warranty(pick),
            ],
          },
          {
            name: 'Blender',
            kind: 'blender',
            brands: smallApplianceBrands,
            price: [3_990, 18_990],
            sentences: [
              'Blender sa staklenom posudom koji lako drobi i led.',
              'Program za smuti sam menja brzinu noževa.',
              'Posuda i noževi se mogu prati u sudomašini.',
            ],
            attributes: (pick) => [
              spec('power', pick.int(5, 14) * 100),
              spec('bowl_volume', pick.int(10, 20) / 10),
              warranty(pick),
            ],
          },
          {
            name: 'Friteza na vrući vazduh',
            kind: 'air-fryer',
            brands: ['Philips', 'Tefal', 'Xiaomi', 'Gorenje', 'Vivax'],
            price: [6_990, 24_990],
            sentences: [
              'Friteza na vrući vazduh sprema hrskave pomfrit i piletinu gotovo bez ulja.',
              'Digitalni ekran nudi osam unapred podešenih programa.',
              'Korpa sa neprijanjajućim slojem se pere u sudomašini.',
            ],
            attributes: (pick) => [
              spec('basket_volume', pick.int(3, 9)),
              spec('power', pick.int(14, 20) * 100),
              warranty(pick),
            ],
          },
        ],
      },
      {
        name: 'Pegle',
        slug: 'pegle',
        count: 12,
        templates: [
          {
            name: 'Parna pegla',
            kind: 'steam-iron',
            brands: ['Philips', 'Rowenta', 'Tefal', 'Braun', 'Vivax'],
            price: [2_490, 9_990],
            sentences: [
              'Parna pegla sa keramičkim đonom koji klizi po svim tkaninama.',
              'Udar pare od 180 g uklanja i najtvrdokornije nabore.',
              'Sistem protiv kapanja štiti osetljive tkanine.',
            ],
            attributes: (pick) => [
              spec('power', pick.int(20, 30) * 100),
              spec('soleplate', pick.one(['Keramički', 'Inox', 'Titanijumski'])),
              warranty(pick),
            ],
          },
          {
            name: 'Parna stanica',
            kind: 'steam-station',
            brands: ['Philips', 'Rowenta', 'Tefal', 'Braun'],
            price: [14_990, 29_990],
            sentences: [
              'Parna stanica sa odvojenim rezervoarom za dugo peglanje bez dopunjavanja.',
              'Para pod visokim pritiskom prolazi kroz više slojeva tkanine odjednom.',
              'Pegla se sama isključuje kada je ostavite bez nadzora.',
            ],
            attributes: (pick) => [
              spec('steam_pressure', pick.int(5, 8)),
              spec('tank_volume', pick.int(12, 20) / 10),
              warranty(pick),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'TV i audio',
    slug: 'tv-i-audio',
    children: [
      {
        name: 'Televizori',
        slug: 'televizori',
        count: 16,
        templates: [
          {
            name: 'Televizor 43" 4K',
            kind: 'tv',
            brands: tvBrands,
            price: [26_990, 54_990],
            lead: 'Smart TV sa aplikacijama za striming i internet pregledačem.',
            sentences: [
              'Pametni televizor sa 4K ekranom i podrškom za HDR sadržaj.',
              'Glasovna pretraga preko daljinskog upravljača.',
              'Tanki okviri daju utisak većeg ekrana.',
            ],
            attributes: (pick, _brand, more) => [
              spec('diagonal', 43),
              spec('resolution', '3840 × 2160'),
              spec('tv_os', pick.one(['Tizen', 'webOS', 'Google TV', 'Android TV'])),
              warranty(pick),
              spec('smart', true),
              spec('panel', more.one(['LED', 'LED', 'QLED'])),
              spec('refresh_rate', 60),
              spec('hdmi', more.int(2, 3)),
              spec('energy_class', screenEnergyClass(more)),
            ],
          },
          {
            name: 'Televizor 55" 4K',
            kind: 'tv',
            brands: tvBrands,
            price: [49_990, 99_990],
            bulky: true,
            lead: 'Smart TV sa aplikacijama za striming i internet pregledačem.',
            sentences: [
              'Veliki 4K televizor sa QLED panelom za živopisne boje.',
              'Režim za igre smanjuje kašnjenje slike na minimum.',
              'Dolby Atmos zvuk ispunjava celu dnevnu sobu.',
            ],
            attributes: (pick, _brand, more) => [
              spec('diagonal', 55),
              spec('resolution', '3840 × 2160'),
              spec('refresh_rate', pick.one([60, 100, 120])),
              warranty(pick),
              spec('smart', true),
              spec('panel', 'QLED'),
              spec('tv_os', more.one(['Tizen', 'webOS', 'Google TV', 'VIDAA'])),
              spec('hdmi', more.int(3, 4)),
              spec('energy_class', screenEnergyClass(more)),
            ],
          },
          {
            name: 'OLED televizor 65"',
            kind: 'tv',
            brands: ['LG', 'Sony', 'Philips', 'Samsung'],
            price: [119_990, 149_990],
            bulky: true,
            lead: 'Smart TV sa aplikacijama za striming i internet pregledačem.',
            sentences: [
              'OLED ekran sa savršeno crnom bojom i beskonačnim kontrastom.',
              'Procesor slike sam prilagođava prikaz svakoj sceni.',
              'Četiri HDMI 2.1 ulaza za konzole i risivere.',
            ],
            attributes: (_pick, brand, more) => [
              spec('diagonal', 65),
              spec('panel', 'OLED'),
              spec('refresh_rate', 120),
              spec('warranty', '3 godine'),
              spec('resolution', '3840 × 2160'),
              spec('smart', true),
              spec('tv_os', brand === 'LG' ? 'webOS' : brand === 'Samsung' ? 'Tizen' : 'Google TV'),
              spec('hdmi', 4),
              spec('energy_class', more.one(['F', 'G'])),
            ],
          },
          {
            name: 'Televizor 32" HD',
            kind: 'tv',
            brands: tvBrands,
            price: [17_990, 29_990],
            sentences: [
              'Kompaktan televizor za spavaću sobu ili kuhinju.',
              'Ugrađen digitalni tjuner za DVB-T2 program.',
              'USB ulaz reprodukuje filmove i fotografije sa fleš memorije.',
            ],
            attributes: (_pick, _brand, more) => [
              spec('diagonal', 32),
              spec('resolution', '1366 × 768'),
              spec('warranty', '2 godine'),
              spec('smart', false),
              spec('panel', 'LED'),
              spec('refresh_rate', 60),
              spec('hdmi', more.int(1, 2)),
              spec('energy_class', more.one(['E', 'F'])),
            ],
          },
        ],
      },
      {
        name: 'Zvučnici',
        slug: 'zvucnici',
        count: 13,
        templates: [
          {
            name: 'Bluetooth zvučnik',
            kind: 'bluetooth-speaker',
            brands: audioBrands,
            price: [2_990, 24_990],
            sentences: [
              'Prenosivi bluetooth zvučnik otporan na vodu i prašinu.',
              'Baterija traje ceo dan reprodukcije.',
              'Dva zvučnika se mogu povezati za stereo zvuk.',
            ],
            attributes: (pick) => [
              spec('power', pick.int(5, 40)),
              spec('water_resistance', pick.one(['IPX4', 'IP67'])),
              spec('battery_hours', pick.int(8, 24)),
              warranty(pick),
            ],
          },
          {
            name: 'Saundbar',
            kind: 'soundbar',
            brands: ['Samsung', 'LG', 'Sony', 'JBL', 'Bose'],
            price: [14_990, 59_990],
            sentences: [
              'Saundbar sa bežičnim sabvuferom za bioskopski zvuk kod kuće.',
              'Povezuje se sa televizorom jednim HDMI kablom.',
              'Noćni režim utišava eksplozije, a dijalog ostaje jasan.',
            ],
            attributes: (pick) => [
              spec('channels', pick.one(['2.1', '3.1', '5.1'])),
              spec('power', pick.int(12, 50) * 10),
              warranty(pick),
            ],
          },
        ],
      },
      {
        name: 'Slušalice',
        slug: 'slusalice',
        count: 13,
        templates: [
          {
            name: 'Bežične slušalice',
            kind: 'wireless-headphones',
            brands: ['Sony', 'JBL', 'Sennheiser', 'Bose', 'Apple', 'Samsung'],
            price: [4_990, 34_990],
            sentences: [
              'Bežične slušalice sa aktivnim poništavanjem buke.',
              'Mekani jastučići udobno naležu i posle više sati slušanja.',
              'Brzo punjenje od deset minuta daje pet sati muzike.',
            ],
            attributes: (pick) => [
              spec('headphone_type', pick.one(['Preko uha', 'Na uhu', 'Bubice'])),
              spec('anc', yes(pick)),
              spec('battery_hours', pick.int(6, 40)),
              warranty(pick),
            ],
          },
          {
            name: 'Žičane slušalice',
            kind: 'wired-headphones',
            brands: ['Sony', 'JBL', 'Sennheiser', 'Xiaomi'],
            price: [990, 5_990],
            sentences: [
              'Lagane žičane slušalice sa mikrofonom za pozive.',
              'Kabl sa 3,5 mm priključkom radi sa gotovo svim uređajima.',
              'Duboki basovi za ovu klasu cena.',
            ],
            attributes: (pick) => [
              spec('cable_length', pick.int(10, 15) / 10),
              spec('microphone', true),
              warranty(pick),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Računari i telefoni',
    slug: 'racunari-i-telefoni',
    children: [
      {
        name: 'Laptopovi',
        slug: 'laptopovi',
        count: 15,
        templates: [
          {
            name: 'Laptop',
            kind: 'laptop',
            brands: computerBrands,
            price: [49_990, 149_990],
            models: {
              Lenovo: [
                ['IdeaPad 5', 74_990],
                ['ThinkPad E14', 99_990],
                ['Yoga Slim 7', 119_990],
              ],
              HP: [
                ['Pavilion 15', 69_990],
                ['ProBook 450', 94_990],
                ['EliteBook 840', 139_990],
              ],
              Dell: [
                ['Inspiron 15', 64_990],
                ['Latitude 5440', 109_990],
                ['XPS 13', 149_990],
              ],
              Asus: [
                ['Vivobook 16', 59_990],
                ['Zenbook 14', 114_990],
                ['TUF Gaming A15', 104_990],
              ],
              Acer: [
                ['Aspire 5', 54_990],
                ['Swift Go 14', 89_990],
                ['Nitro V 15', 94_990],
              ],
              Apple: [
                ['MacBook Air 13', 129_990],
                ['MacBook Air 15', 149_990],
                ['MacBook Pro 14', 149_990],
              ],
            },
            sentences: [
              'Lagan laptop za posao i školu sa baterijom za ceo radni dan.',
              'SSD disk pokreće sistem i programe za nekoliko sekundi.',
              'Tastatura sa pozadinskim osvetljenjem olakšava rad u mraku.',
              'Ekran sa matiranim premazom ne odbija svetlost.',
            ],
            attributes: (pick, brand, more) => [
              spec(
                'cpu',
                brand === 'Apple'
                  ? pick.one(['Apple M3', 'Apple M4'])
                  : pick.one(['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7']),
              ),
              spec('ram', pick.one([8, 16, 32])),
              spec('ssd', pick.one([256, 512, 1024])),
              spec('screen', pick.one([14, 15.6, 16])),
              warranty(pick),
              spec(
                'gpu',
                brand === 'Apple'
                  ? 'Integrisana'
                  : more.one([
                      'Integrisana',
                      'Integrisana',
                      'NVIDIA GeForce RTX 4050',
                      'NVIDIA GeForce RTX 4060',
                    ]),
              ),
              spec(
                'laptop_os',
                brand === 'Apple'
                  ? 'macOS'
                  : more.one(['Windows 11', 'Windows 11', 'Bez operativnog sistema']),
              ),
              spec('weight', more.int(12, 24) / 10),
              spec('battery_hours', more.int(6, 18)),
            ],
          },
        ],
      },
      {
        name: 'Mobilni telefoni',
        slug: 'mobilni-telefoni',
        count: 15,
        templates: [
          {
            name: 'Mobilni telefon',
            kind: 'phone',
            brands: ['Samsung', 'Apple', 'Xiaomi', 'Motorola', 'Honor'],
            price: [9_990, 139_990],
            models: {
              Samsung: [
                ['Galaxy A35', 39_990],
                ['Galaxy A55', 52_990],
                ['Galaxy S24', 104_990],
              ],
              Apple: [
                ['iPhone 15', 99_990],
                ['iPhone 16', 119_990],
                ['iPhone 16 Pro', 149_990],
              ],
              Xiaomi: [
                ['Redmi Note 13', 24_990],
                ['Poco X6', 34_990],
                ['Xiaomi 14T', 69_990],
              ],
              Motorola: [
                ['Moto G54', 19_990],
                ['Moto G84', 29_990],
                ['Edge 50', 54_990],
              ],
              Honor: [
                ['X8b', 22_990],
                ['Magic6 Lite', 36_990],
                ['200', 59_990],
              ],
            },
            sentences: [
              'Pametni telefon sa AMOLED ekranom i trostrukom kamerom.',
              'Baterija velikog kapaciteta lako izdrži ceo dan.',
              'Podržava 5G mrežu i brzo punjenje.',
              'Kućište je otporno na prskanje vode.',
            ],
            attributes: (pick, _brand, more) => [
              spec('storage', pick.one([128, 256, 512])),
              spec('ram', pick.one([4, 6, 8, 12])),
              spec('screen', pick.one([6.1, 6.4, 6.7])),
              spec('color', pick.one(['Crna', 'Plava', 'Zelena', 'Bela'])),
              warranty(pick),
              spec('battery_capacity', more.one([4000, 4500, 5000, 5000])),
              spec('camera', more.one([12, 48, 50, 50, 108, 200])),
              spec('five_g', yes(more)),
            ],
          },
        ],
      },
      {
        name: 'Monitori',
        slug: 'monitori',
        count: 12,
        templates: [
          {
            name: 'Monitor',
            kind: 'monitor',
            brands: ['Dell', 'LG', 'Samsung', 'Asus', 'AOC', 'Philips'],
            price: [12_990, 69_990],
            sentences: [
              'Monitor sa IPS panelom i verno prikazanim bojama.',
              'Postolje se podešava po visini i nagibu.',
              'Režim za smanjenje plave svetlosti čuva oči tokom dugog rada.',
            ],
            attributes: (pick, _brand, more) => [
              spec('diagonal', pick.one([24, 27, 32, 34])),
              spec('resolution', pick.one(['1920 × 1080', '2560 × 1440', '3840 × 2160'])),
              spec('refresh_rate', pick.one([60, 75, 144, 165])),
              warranty(pick),
              spec('panel', more.one(['IPS', 'IPS', 'VA'])),
              spec('hdmi', more.int(1, 3)),
              spec('energy_class', screenEnergyClass(more)),
            ],
          },
        ],
      },
      {
        name: 'Tableti',
        slug: 'tableti',
        count: 12,
        templates: [
          {
            name: 'Tablet',
            kind: 'tablet',
            brands: ['Samsung', 'Apple', 'Lenovo', 'Xiaomi'],
            price: [14_990, 99_990],
            models: {
              Samsung: [
                ['Galaxy Tab A9', 19_990],
                ['Galaxy Tab S9 FE', 54_990],
                ['Galaxy Tab S9', 89_990],
              ],
              Apple: [
                ['iPad 10.9', 54_990],
                ['iPad mini', 69_990],
                ['iPad Air 11', 89_990],
              ],
              Lenovo: [
                ['Tab M10', 16_990],
                ['Tab M11', 24_990],
                ['Tab P12', 44_990],
              ],
              Xiaomi: [
                ['Redmi Pad SE', 17_990],
                ['Pad 6', 39_990],
                ['Redmi Pad Pro', 32_990],
              ],
            },
            sentences: [
              'Tablet sa velikim ekranom za filmove, čitanje i video pozive.',
              'Četiri zvučnika daju pun stereo zvuk.',
              'Podržava olovku i tastaturu za rad u pokretu.',
            ],
            attributes: (pick) => [
              spec('screen', pick.one([10.1, 10.9, 11, 12.4])),
              spec('storage', pick.one([64, 128, 256])),
              spec('connectivity', pick.one(['Wi-Fi', 'Wi-Fi + LTE'])),
              warranty(pick),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Kuća i bašta',
    slug: 'kuca-i-basta',
    children: [
      {
        name: 'Nameštaj',
        slug: 'namestaj',
        count: 13,
        templates: [
          {
            name: 'Ugaona garnitura',
            kind: 'corner-sofa',
            brands: ['Ikea', 'Forma Ideale', 'Simpo', 'Matis'],
            price: [49_990, 129_990],
            bulky: true,
            sentences: [
              'Ugaona garnitura sa funkcijom razvlačenja u francuski ležaj.',
              'Prostrani koš za posteljinu krije se ispod sedišta.',
              'Presvlaka od tkanine otporne na fleke lako se održava.',
            ],
            attributes: (pick) => [
              spec('width', pick.int(230, 290)),
              spec('depth', pick.int(150, 200)),
              spec('color', pick.one(['Siva', 'Bež', 'Tamnoplava', 'Zelena'])),
              spec('sofa_bed', true),
            ],
          },
          {
            name: 'Trpezarijski sto',
            kind: 'dining-table',
            brands: ['Ikea', 'Forma Ideale', 'Simpo'],
            price: [12_990, 49_990],
            bulky: true,
            sentences: [
              'Trpezarijski sto od punog drveta za šest osoba.',
              'Ploča se izvlači kada dođu gosti.',
              'Zaobljene ivice su bezbedne za decu.',
            ],
            attributes: (pick) => [
              spec('width', pick.int(140, 180)),
              spec('depth', pick.int(80, 95)),
              spec('material', pick.one(['Hrast', 'Bukva', 'Iverica'])),
            ],
          },
          {
            name: 'Radna stolica',
            kind: 'office-chair',
            brands: ['Ikea', 'Forma Ideale', 'Matis'],
            price: [6_990, 24_990],
            bulky: true,
            sentences: [
              'Ergonomska radna stolica sa mrežastim naslonom koji propušta vazduh.',
              'Podrška za donji deo leđa se podešava po visini.',
              'Točkići ne grebu parket.',
            ],
            attributes: (pick) => [
              spec('max_load', pick.int(10, 15) * 10),
              spec('color', pick.one(['Crna', 'Siva'])),
            ],
          },
        ],
      },
      {
        name: 'Posuđe',
        slug: 'posudje',
        count: 14,
        templates: [
          {
            name: 'Džezva',
            kind: 'coffee-pot',
            brands: ['Tescoma', 'Metalac', 'Zepter', 'Tefal'],
            price: [990, 3_490],
            sentences: [
              'Džezva od nerđajućeg čelika za pravu domaću kafu.',
              'Drška od bakelita ne provodi toplotu.',
              'Radi na svim vrstama ploča, uključujući indukciju.',
            ],
            attributes: (pick) => [
              spec('capacity', pick.int(3, 8) / 10),
              spec('material', pick.one(['Inox', 'Emajl', 'Bakar'])),
            ],
          },
          {
            name: 'Set šerpi',
            kind: 'cookware-set',
            brands: ['Tescoma', 'Metalac', 'Zepter', 'Tefal'],
            price: [4_990, 14_990],
            sentences: [
              'Set šerpi različitih veličina sa staklenim poklopcima.',
              'Dno u tri sloja ravnomerno raspoređuje toplotu.',
              'Sve posude se mogu prati u sudomašini.',
            ],
            attributes: (pick) => [
              spec('pieces', pick.int(6, 12)),
              spec('material', pick.one(['Inox', 'Emajl'])),
            ],
          },
          {
            name: 'Tiganj',
            kind: 'frying-pan',
            brands: ['Tefal', 'Tescoma', 'Metalac'],
            price: [1_490, 6_990],
            sentences: [
              'Tiganj sa neprijanjajućim slojem za prženje sa malo ulja.',
              'Indikator temperature pokazuje kada je tiganj spreman.',
              'Pogodan za sve ploče osim indukcione.',
            ],
            attributes: (pick) => [spec('diameter', pick.one([20, 24, 28])), spec('material', 'Aluminijum')],
          },
          {
            name: 'Čajnik za šporet',
            kind: 'stovetop-kettle',
            brands: ['Metalac', 'Tescoma'],
            price: [1_990, 4_990],
            sentences: [
              'Emajlirani čajnik sa zviždaljkom koja javlja kada voda proključa.',
              'Ergonomska drška ostaje hladna.',
              'Klasičan izgled koji se uklapa u svaku kuhinju.',
            ],
            attributes: (pick) => [spec('capacity', pick.int(15, 30) / 10), spec('material', 'Emajl')],
          },
        ],
      },
      {
        name: 'Baštenska oprema',
        slug: 'bastenska-oprema',
        count: 13,
        templates: [
          {
            name: 'Kosilica za travu',
            kind: 'lawn-mower',
            brands: ['Gardena', 'Bosch', 'Einhell', 'Husqvarna'],
            price: [12_990, 45_990],
            bulky: true,
            sentences: [
              'Kosilica za travu sa korpom za pokošenu travu i podešavanjem visine košenja.',
              'Sklopiva ručka štedi mesto u garaži.',
              'Pogodna za travnjake oko porodične kuće.',
            ],
            attributes: (pick) => [
              spec('cutting_width', pick.int(32, 46)),
              spec('drive', pick.one(['Električni', 'Akumulatorski', 'Benzinski'])),
              warranty(pick),
            ],
          },
          {
            name: 'Baštensko crevo',
            kind: 'garden-hose',
            brands: ['Gardena', 'Claber', 'Einhell'],
            price: [1_490, 5_990],
            sentences: [
              'Baštensko crevo otporno na UV zračenje i uvijanje.',
              'Pištolj za zalivanje ima sedam načina prskanja.',
              'Spojnice se postavljaju bez alata.',
            ],
            attributes: (pick) => [spec('length', pick.one([15, 20, 25, 30])), spec('hose_diameter', '1/2"')],
          },
          {
            name: 'Đubrivo',
            kind: 'fertilizer',
            brands: ['Substral', 'Agrocentar', 'Gardena'],
            price: [990, 2_990],
            variants: ['za travnjak', 'za cveće', 'univerzalno', 'za povrće', 'za voćke'],
            sentences: [
              'Granulisano đubrivo sa produženim delovanjem do tri meseca.',
              'Hrani biljke azotom, fosforom i kalijumom.',
              'Pakovanje se zatvara i čuva do sledeće sezone.',
            ],
            attributes: (pick) => [
              spec('package_weight', pick.one([1, 2, 5])),
              spec('fertilizer_form', 'Granulisano'),
            ],
          },
        ],
      },
      {
        name: 'Rasveta',
        slug: 'rasveta',
        count: 12,
        templates: [
          {
            name: 'Stona lampa',
            kind: 'desk-lamp',
            brands: ['Philips', 'Ikea', 'Osram', 'Xiaomi'],
            price: [1_490, 8_990],
            sentences: [
              'Stona LED lampa sa podesivom jačinom i bojom svetla.',
              'Savitljivi vrat usmerava svetlo tačno gde je potrebno.',
              'Štedljive LED diode greju se mnogo manje od običnih sijalica.',
            ],
            attributes: (pick) => [
              spec('power', pick.int(5, 12)),
              spec('light_color', pick.one(['Topla bela', 'Neutralna bela', 'Podesiva'])),
            ],
          },
          {
            name: 'Plafonjera',
            kind: 'ceiling-light',
            brands: ['Philips', 'Osram', 'Ikea'],
            price: [2_990, 19_990],
            sentences: [
              'LED plafonjera za dnevnu sobu sa daljinskim upravljačem.',
              'Noćni režim daje blago svetlo za kretanje po kući.',
              'Životni vek dioda je duži od 25 000 sati.',
            ],
            attributes: (pick) => [spec('power', pick.int(18, 48)), spec('diameter', pick.int(30, 60))],
          },
        ],
      },
    ],
  },
  {
    name: 'Sport i rekreacija',
    slug: 'sport-i-rekreacija',
    children: [
      {
        name: 'Bicikli',
        slug: 'bicikli',
        count: 13,
        templates: [
          {
            name: 'Brdski bicikl',
            kind: 'bicycle',
            brands: ['Capriolo', 'Scott', 'Trek', 'Cube', 'Ponyrider'],
            price: [24_990, 119_990],
            bulky: true,
            sentences: [
              'Brdski bicikl sa aluminijumskim ramom i prednjom amortizacijom.',
              'Hidraulične disk kočnice pouzdano zaustavljaju i na mokrom terenu.',
              'Širok raspon brzina za uspone i spuste.',
            ],
            attributes: (pick) => [
              spec('wheel_size', pick.one([27.5, 29])),
              spec('speeds', pick.one([18, 21, 24, 27])),
              spec('frame_size', pick.one(['S', 'M', 'L', 'XL'])),
            ],
          },
          {
            name: 'Gradski bicikl',
            kind: 'bicycle',
            brands: ['Capriolo', 'Ponyrider', 'Cube'],
            price: [19_990, 54_990],
            bulky: true,
            sentences: [
              'Gradski bicikl sa korpom, blatobranima i svetlima.',
              'Nizak ram omogućava lako penjanje i silaženje.',
              'Udobno sedište za svakodnevnu vožnju.',
            ],
            attributes: (pick) => [spec('wheel_size', 28), spec('speeds', pick.one([3, 6, 7]))],
          },
          {
            name: 'Dečji bicikl',
            kind: 'kids-bike',
            brands: ['Capriolo', 'Ponyrider', 'Galaxy'],
            price: [9_990, 24_990],
            bulky: true,
            sentences: [
              'Dečji bicikl sa pomoćnim točkićima koji se skidaju.',
              'Zaštita lanca čuva odeću i prstiće.',
              'Lagan ram koji dete samo može da podigne.',
            ],
            attributes: (pick) => [
              spec('wheel_size', pick.one([12, 16, 20])),
              spec('age', pick.one(['3–5 godina', '5–8 godina', '7–10 godina'])),
            ],
          },
        ],
      },
      {
        name: 'Fitnes oprema',
        slug: 'fitnes-oprema',
        count: 13,
        templates: [
          {
            name: 'Set bučica',
            kind: 'dumbbells',
            brands: ['Ring', 'Spartan', 'Capriolo'],
            price: [2_990, 14_990],
            sentences: [
              'Set podesivih bučica sa tegovima koji se menjaju za nekoliko sekundi.',
              'Gumirani tegovi ne oštećuju pod.',
              'Kofer za odlaganje je u kompletu.',
            ],
            attributes: (pick) => [
              spec('total_weight', pick.one([10, 15, 20, 30])),
              spec('material', 'Liveno gvožđe'),
            ],
          },
          {
            name: 'Traka za trčanje',
            kind: 'treadmill',
            brands: ['Spartan', 'Kettler', 'Ring'],
            price: [44_990, 89_990],
            bulky: true,
            sentences: [
              'Električna traka za trčanje sa amortizacijom koja štedi zglobove.',
              'Dvanaest programa treninga i merenje pulsa na rukohvatima.',
              'Sklapa se i odlaže uz zid.',
            ],
            attributes: (pick) => [
              spec('max_speed', pick.int(12, 18)),
              spec('max_load', pick.int(10, 15) * 10),
            ],
          },
          {
            name: 'Prostirka za jogu',
            kind: 'yoga-mat',
            brands: ['Ring', 'Spartan', 'Capriolo'],
            price: [990, 3_990],
            sentences: [
              'Neklizajuća prostirka za jogu i pilates.',
              'Mekana podloga štiti kolena i kičmu.',
              'Traka za nošenje je u kompletu.',
            ],
            attributes: (pick) => [
              spec('thickness', pick.int(4, 10)),
              spec('color', pick.one(['Ljubičasta', 'Plava', 'Zelena', 'Crna'])),
            ],
          },
        ],
      },
      {
        name: 'Kampovanje',
        slug: 'kampovanje',
        count: 12,
        templates: [
          {
            name: 'Šator',
            kind: 'tent',
            brands: ['Coleman', 'Quechua', 'High Peak'],
            price: [4_990, 29_990],
            sentences: [
              'Šator koji se postavlja za manje od deset minuta.',
              'Vodootporan spoljni sloj izdrži i jak letnji pljusak.',
              'Mreža protiv komaraca na ulazu i ventilacionim otvorima.',
            ],
            attributes: (pick) => [
              spec('persons', pick.int(2, 6)),
              spec('water_column', pick.one([2000, 3000, 4000])),
            ],
          },
          {
            name: 'Vreća za spavanje',
            kind: 'sleeping-bag',
            brands: ['Coleman', 'Quechua', 'High Peak'],
            price: [1_990, 9_990],
            sentences: [
              'Vreća za spavanje za tri godišnja doba.',
              'Pakuje se u kompresionu torbu veličine lubenice.',
              'Rajsferšlus se može spojiti sa drugom vrećom.',
            ],
            attributes: (pick) => [
              spec('comfort_temperature', pick.int(0, 12)),
              spec('weight', pick.int(9, 20) / 10),
            ],
          },
          {
            name: 'Planinarski ranac',
            kind: 'backpack',
            brands: ['Deuter', 'Quechua', 'High Peak'],
            price: [2_990, 19_990],
            sentences: [
              'Planinarski ranac sa ventiliranim leđnim sistemom.',
              'Kabanica za kišu je skrivena u donjem džepu.',
              'Kaiš oko struka preuzima težinu sa ramena.',
            ],
            attributes: (pick) => [
              spec('capacity', pick.one([20, 30, 40, 50, 65])),
              spec('color', pick.one(['Crvena', 'Plava', 'Siva', 'Zelena'])),
            ],
          },
        ],
      },
    ],
  },
];
