import { describe, expect, it } from 'vitest';
import { latinNamesOf, modelAfterBrand } from '../../contract/latin-names';
import { latinToCyrillic } from '../../contract/serbian-script';

describe('modelAfterBrand: the model a product name writes after its brand', () => {
  it('is what follows the brand, up to a comma, in lower case', () => {
    expect(modelAfterBrand('Laptop Dell Inspiron 15', 'Dell')).toBe('inspiron 15');
    expect(modelAfterBrand('Laptop Asus TUF Gaming A15', 'Asus')).toBe('tuf gaming a15');
    expect(modelAfterBrand('Kombinovani frižider Gorenje NRK6192, 300 l', 'Gorenje')).toBe('nrk6192');
    expect(modelAfterBrand('Aparat za kafu De Longhi  Magnifica S (crni)', 'De Longhi')).toBe('magnifica s');
  });

  it('is none when nothing follows the brand or the brand is not in the name', () => {
    expect(modelAfterBrand('Đubrivo za travnjak Gorenje', 'Gorenje')).toBeNull();
    expect(modelAfterBrand('Laptop Inspiron 15', 'Dell')).toBeNull();
    // "LG" inside a word is not the brand.
    expect(modelAfterBrand('Pegla ALGA 300', 'LG')).toBeNull();
  });
});

describe('latinToCyrillic with the catalogue’s brands and models', () => {
  const names = latinNamesOf([
    { name: 'Laptop Dell Inspiron 15', brand: 'Dell' },
    { name: 'Laptop Asus TUF Gaming A15', brand: 'Asus' },
    { name: 'Set šerpi Tefal Ingenio delova', brand: 'Tefal' },
    { name: 'Laptop Apple MacBook Air 13', brand: 'Apple' },
    { name: 'Laptop Apple MacBook Air 15', brand: 'Apple' },
  ]);
  const toCyrillic = (text: string) => latinToCyrillic(text, names.brands, names.models);

  it('keeps a brand and its model Latin, and writes the kind of product in Cyrillic (N2)', () => {
    expect(toCyrillic('Laptop Dell Inspiron 15')).toBe('Лаптоп Dell Inspiron 15');
    expect(toCyrillic('Laptop Asus TUF Gaming A15')).toBe('Лаптоп Asus TUF Gaming A15');
    expect(toCyrillic('Ponovo na stanju: Laptop Dell Inspiron 15, 64.990 RSD')).toBe(
      'Поново на стању: Лаптоп Dell Inspiron 15, 64.990 RSD',
    );
    expect(toCyrillic('Laptop Apple MacBook Air 15')).toBe('Лаптоп Apple MacBook Air 15');
  });

  it('writes a model’s word in Cyrillic where it does not follow the brand', () => {
    expect(toCyrillic('Set šerpi Tefal Ingenio delova')).toBe('Сет шерпи Tefal Ingenio delova');
    expect(toCyrillic('Rezervni delovi i Gaming oprema')).toBe('Резервни делови и Гаминг опрема');
  });

  it('keeps model codes (letters with digits) and Latin-only words without a list', () => {
    expect(latinToCyrillic('Usisivač BGS05A220 sa Wi-Fi vezom, Xiaomi')).toBe(
      'Усисивач BGS05A220 са Wi-Fi везом, Xiaomi',
    );
  });
});
