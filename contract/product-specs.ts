// Typed product specifications (issue 36): what each attribute key means, how its value reads,
// and how it is stored. A product stores `{ key, value }` (the value typed by its key's definition)
// or, for a free-form line an import names itself, `{ name, value }`.

/** number: a measure with its unit; boolean: yes/no; option: one value from a list; text: neither. */
export type AttributeType = 'number' | 'boolean' | 'option' | 'text';

/** The groups of a specification table, in the order Serbian shops show them. */
export const ATTRIBUTE_GROUPS = [
  'Osnovne karakteristike',
  'Ekran',
  'Procesor i memorija',
  'Performanse',
  'Povezivanje',
  'Baterija',
  'Dimenzije',
  'Energija',
  'Ostalo',
] as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];

/** The group of free-form lines and of keys the shop no longer knows: always the table's last. */
export const OTHER_GROUP: AttributeGroup = 'Ostalo';

export type AttributeDefinition = {
  key: string;
  /** The Serbian label, e.g. "Ukupna zapremina". */
  name: string;
  group: AttributeGroup;
  type: AttributeType;
  /** A number's unit as written after it ("l", "cm", "\"" for inches). */
  unit?: string;
  /** An option's values, in the order the filter lists them. */
  options?: readonly string[];
};

type Spec = Omit<AttributeDefinition, 'key'>;

const basic = 'Osnovne karakteristike';
const num = (name: string, unit: string, group: AttributeGroup = basic): Spec => ({
  name,
  group,
  type: 'number',
  unit,
});
const count = (name: string, group: AttributeGroup = basic): Spec => ({
  name,
  group,
  type: 'number',
  unit: '',
});
const yes = (name: string, group: AttributeGroup = basic): Spec => ({ name, group, type: 'boolean' });
const one = (name: string, options: readonly string[], group: AttributeGroup = basic): Spec => ({
  name,
  group,
  type: 'option',
  options,
});
const text = (name: string, group: AttributeGroup = OTHER_GROUP): Spec => ({ name, group, type: 'text' });

/** EU energy classes, best first (the 2021 label's A–G, and the older A+++–A+ some goods still carry). */
export const ENERGY_CLASSES = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

const specs = {
  // Appliances
  volume: num('Ukupna zapremina', 'l'),
  capacity: num('Zapremina', 'l'),
  bowl_volume: num('Zapremina posude', 'l'),
  tank_volume: num('Zapremina rezervoara', 'l'),
  oven_volume: num('Zapremina rerne', 'l'),
  basket_volume: num('Zapremina korpe', 'l'),
  no_frost: yes('No Frost'),
  ice_maker: yes('Ledomat'),
  wash_capacity: num('Kapacitet pranja', 'kg'),
  dry_capacity: num('Kapacitet sušenja', 'kg'),
  spin_speed: num('Broj obrtaja centrifuge', 'o/min', 'Performanse'),
  programs: count('Broj programa', 'Performanse'),
  inverter: yes('Inverter motor', 'Performanse'),
  steam: yes('Parni program', 'Performanse'),
  heat_pump: yes('Toplotna pumpa'),
  hob_type: one('Tip ploče', ['Keramička', 'Indukciona', 'Ringle']),
  burners: text('Gorionici', basic),
  pyrolysis: yes('Piroliza'),
  place_settings: count('Broj kompleta'),
  noise: num('Nivo buke', 'dB', 'Performanse'),
  power: num('Snaga', 'W', 'Performanse'),
  cable_length: num('Dužina kabla', 'm', 'Dimenzije'),
  battery_minutes: num('Autonomija baterije', 'min', 'Baterija'),
  battery_hours: num('Autonomija baterije', 'h', 'Baterija'),
  battery_voltage: num('Napon baterije', 'V', 'Baterija'),
  battery_capacity: num('Kapacitet baterije', 'mAh', 'Baterija'),
  navigation: one('Navigacija', ['Laserska', 'Kamera', 'Žiroskop']),
  mopping: yes('Brisanje'),
  pump_pressure: num('Pritisak pumpe', 'bar', 'Performanse'),
  steam_pressure: num('Pritisak pare', 'bar', 'Performanse'),
  grinder: one('Mlin', ['Keramički', 'Čelični']),
  drinks: count('Broj napitaka'),
  cups: count('Broj šolja'),
  timer: yes('Tajmer'),
  slots: count('Broj proreza'),
  speeds: count('Broj brzina'),
  soleplate: one('Đon', ['Keramički', 'Inox', 'Titanijumski']),
  energy_class: one('Energetski razred', ENERGY_CLASSES, 'Energija'),
  annual_energy: num('Godišnja potrošnja energije', 'kWh', 'Energija'),
  // Screens, sound and computers
  diagonal: num('Dijagonala', '"', 'Ekran'),
  resolution: one('Rezolucija', ['1366 × 768', '1920 × 1080', '2560 × 1440', '3840 × 2160'], 'Ekran'),
  refresh_rate: num('Frekvencija osvežavanja', 'Hz', 'Ekran'),
  panel: one('Tip panela', ['LED', 'QLED', 'OLED', 'IPS', 'VA'], 'Ekran'),
  smart: yes('Smart TV'),
  tv_os: one('Operativni sistem', ['Tizen', 'webOS', 'Google TV', 'Android TV', 'VIDAA']),
  hdmi: count('Broj HDMI priključaka', 'Povezivanje'),
  water_resistance: one('Vodootpornost', ['IPX4', 'IPX5', 'IP67']),
  channels: one('Broj kanala', ['2.0', '2.1', '3.1', '5.1']),
  headphone_type: one('Tip', ['Preko uha', 'Na uhu', 'Bubice']),
  anc: yes('Poništavanje buke'),
  microphone: yes('Mikrofon'),
  cpu: one(
    'Procesor',
    ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7', 'Apple M3', 'Apple M4'],
    'Procesor i memorija',
  ),
  ram: num('RAM memorija', 'GB', 'Procesor i memorija'),
  ssd: num('SSD', 'GB', 'Procesor i memorija'),
  storage: num('Interna memorija', 'GB', 'Procesor i memorija'),
  gpu: one(
    'Grafička karta',
    ['Integrisana', 'NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060'],
    'Performanse',
  ),
  screen: num('Ekran', '"', 'Ekran'),
  laptop_os: one('Operativni sistem', ['Windows 11', 'macOS', 'Bez operativnog sistema']),
  camera: num('Glavna kamera', 'MP'),
  five_g: yes('Podrška za 5G', 'Povezivanje'),
  connectivity: one('Povezivanje', ['Wi-Fi', 'Wi-Fi + LTE'], 'Povezivanje'),
  // Home, garden, sport
  color: one('Boja', [
    'Bela',
    'Crna',
    'Siva',
    'Srebrna',
    'Inox',
    'Bež',
    'Plava',
    'Tamnoplava',
    'Zelena',
    'Crvena',
    'Ljubičasta',
  ]),
  material: one('Materijal', [
    'Inox',
    'Staklo',
    'Plastika',
    'Emajl',
    'Bakar',
    'Aluminijum',
    'Hrast',
    'Bukva',
    'Iverica',
    'Liveno gvožđe',
  ]),
  dimensions: text('Dimenzije', 'Dimenzije'),
  sofa_bed: yes('Razvlačenje'),
  max_load: num('Maksimalno opterećenje', 'kg'),
  pieces: count('Broj delova'),
  diameter: num('Prečnik', 'cm', 'Dimenzije'),
  hose_diameter: one('Prečnik', ['1/2"', '3/4"'], 'Dimenzije'),
  cutting_width: num('Širina košenja', 'cm'),
  drive: one('Pogon', ['Električni', 'Akumulatorski', 'Benzinski']),
  length: num('Dužina', 'm', 'Dimenzije'),
  package_weight: num('Pakovanje', 'kg'),
  fertilizer_form: one('Vrsta', ['Granulisano', 'Tečno']),
  light_color: one('Boja svetla', ['Topla bela', 'Neutralna bela', 'Podesiva']),
  wheel_size: num('Veličina točka', '"'),
  frame_size: one('Veličina rama', ['S', 'M', 'L', 'XL']),
  age: one('Uzrast', ['3–5 godina', '5–8 godina', '7–10 godina']),
  total_weight: num('Ukupna težina', 'kg'),
  max_speed: num('Maksimalna brzina', 'km/h', 'Performanse'),
  thickness: num('Debljina', 'mm', 'Dimenzije'),
  persons: count('Broj osoba'),
  water_column: num('Vodootpornost', 'mm'),
  comfort_temperature: num('Komforna temperatura', '°C'),
  // Dimensions and the rest
  width: num('Širina', 'cm', 'Dimenzije'),
  height: num('Visina', 'cm', 'Dimenzije'),
  depth: num('Dubina', 'cm', 'Dimenzije'),
  weight: num('Težina', 'kg', 'Dimenzije'),
  warranty: text('Garancija'),
} satisfies Record<string, Spec>;

export type AttributeKey = keyof typeof specs;

/** Every attribute key the shop knows, with its label, group, type, unit and options. */
export const attributeDefinitions: Readonly<Record<string, AttributeDefinition>> = Object.fromEntries(
  Object.entries(specs).map(([key, spec]) => [key, { key, ...spec } as AttributeDefinition]),
);

export const definitionOf = (key: string): AttributeDefinition | undefined =>
  Object.hasOwn(attributeDefinitions, key) ? attributeDefinitions[key] : undefined;

/** What a product stores: a typed value under a known key, or a free line named by the import. */
export type StoredAttribute =
  | { key: string; value: number | boolean | string }
  | { name: string; value: string };

/** One line of a product's specification as the API answers it (name and value stay as they were). */
export type ProductAttribute = {
  key: string;
  name: string;
  /** The value as shown: "330 l", "Da", "15,6\"". */
  value: string;
  group: AttributeGroup;
  type: AttributeType;
  number?: number;
  unit?: string;
};

const decimal = new Intl.NumberFormat('sr-Latn', { useGrouping: false, maximumFractionDigits: 2 });

/** 15.6 → "15,6": Serbian writes a decimal comma (no grouping: "1400 o/min", as shops write it). */
export const formatDecimal = (value: number): string => decimal.format(value);

/** A number with its unit: "330 l", "15,6\"" (inches and degrees of arc stick to the number). */
export function formatMeasure(value: number, unit: string | undefined): string {
  if (!unit) return formatDecimal(value);
  return unit === '"' ? `${formatDecimal(value)}"` : `${formatDecimal(value)} ${unit}`;
}

export const yesNoLabel = (value: boolean): string => (value ? 'Da' : 'Ne');

/** A boolean's value as the filter's URL and the value table write it. */
export const booleanToken = (value: boolean): 'da' | 'ne' => (value ? 'da' : 'ne');

/** The display string of a typed value under its definition. */
export function formatAttributeValue(
  definition: AttributeDefinition,
  value: number | boolean | string,
): string {
  if (typeof value === 'number') return formatMeasure(value, definition.unit);
  if (typeof value === 'boolean') return yesNoLabel(value);
  return value;
}

/** A stored line as the API shows it; a key the shop no longer knows reads as free text. */
export function toProductAttribute(stored: StoredAttribute): ProductAttribute {
  if ('key' in stored) {
    const definition = definitionOf(stored.key);
    if (definition) {
      const line: ProductAttribute = {
        key: definition.key,
        name: definition.name,
        value: formatAttributeValue(definition, stored.value),
        group: definition.group,
        type: definition.type,
      };
      if (typeof stored.value === 'number') {
        line.number = stored.value;
        line.unit = definition.unit ?? '';
      }
      return line;
    }
    return {
      key: stored.key,
      name: stored.key,
      value: String(stored.value),
      group: OTHER_GROUP,
      type: 'text',
    };
  }
  return { key: '', name: stored.name, value: stored.value, group: OTHER_GROUP, type: 'text' };
}

/**
 * Where a group stands in a specification table: ATTRIBUTE_GROUPS order, a group the shop does not
 * know after the known ones, and "Ostalo" after all.
 */
export function groupRank(group: string): number {
  if (group === OTHER_GROUP) return ATTRIBUTE_GROUPS.length + 1;
  const index = (ATTRIBUTE_GROUPS as readonly string[]).indexOf(group);
  return index === -1 ? ATTRIBUTE_GROUPS.length : index;
}

/** The lines of a specification table, grouped in groupRank order, each group in its products' order. */
export function groupAttributes<T extends { group: string }>(
  lines: readonly T[],
): { group: string; lines: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const line of lines) groups.set(line.group, [...(groups.get(line.group) ?? []), line]);
  return [...groups]
    .map(([group, grouped]) => ({ group, lines: grouped }))
    .sort((a, b) => groupRank(a.group) - groupRank(b.group));
}

/** A product's energy class, when its specification has one ("A", "B", … or "A+++"). */
export function energyClassOf(
  lines: readonly ({ key: string; value: unknown } | { name: string })[],
): string | undefined {
  const line = lines.find((attribute) => 'key' in attribute && attribute.key === 'energy_class');
  const value = line && 'value' in line ? line.value : undefined;
  return typeof value === 'string' && (ENERGY_CLASSES as readonly string[]).includes(value)
    ? value
    : undefined;
}

/** Why a typed value does not fit its key, in Serbian; undefined when it does. */
export function typedValueProblem(key: string, value: unknown): string | undefined {
  const definition = definitionOf(key);
  if (!definition) return `nepoznata karakteristika "${key}" (poznate su u docs/catalog-import.md).`;
  const label = `„${definition.name}“`;
  switch (definition.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : `${label} je broj${definition.unit ? ` (u ${definition.unit})` : ''}, npr. 42.`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${label} je da ili ne: true ili false.`;
    case 'option':
      return typeof value === 'string' && definition.options?.includes(value)
        ? undefined
        : `${label} je jedna od vrednosti: ${definition.options?.join(', ')}.`;
    default:
      return typeof value === 'string' && value.trim().length > 0 ? undefined : `${label} je tekst.`;
  }
}
