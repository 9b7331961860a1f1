import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, hasCyrillic, keepsLatin, latinToCyrillic } from '../../contract/serbian-script';

describe('cyrillicToLatin', () => {
  it('maps every letter of the Serbian Cyrillic alphabet, digraph letters to two Latin letters', () => {
    expect(cyrillicToLatin('абвгдђежзијклљмнњопрстћуфхцчџш')).toBe('abvgdđežzijklljmnnjoprstćufhcčdžš');
  });

  it('writes a capital digraph letter as Lj in a word and LJ in a word in capitals', () => {
    expect(cyrillicToLatin('Љубав Њујорк Џеп')).toBe('Ljubav Njujork Džep');
    expect(cyrillicToLatin('ЉУБАВ ЊЕГОШ ЏЕП')).toBe('LJUBAV NJEGOŠ DŽEP');
  });

  it('turns the queries shoppers type into the Latin the catalogue holds', () => {
    expect(cyrillicToLatin('чоколада')).toBe('čokolada');
    expect(cyrillicToLatin('шампон')).toBe('šampon');
    expect(cyrillicToLatin('ђумбир')).toBe('đumbir');
    expect(cyrillicToLatin('књаз милош')).toBe('knjaz miloš');
  });

  it('leaves Latin, digits and punctuation alone', () => {
    expect(cyrillicToLatin('Samsung 55" 4K, 2.499 RSD')).toBe('Samsung 55" 4K, 2.499 RSD');
  });
});

describe('latinToCyrillic', () => {
  it('maps every Latin letter, the digraphs lj, nj and dž to one letter', () => {
    expect(latinToCyrillic('abvgdđežzijklljmnnjoprstćufhcčdžš')).toBe('абвгдђежзијклљмнњопрстћуфхцчџш');
    expect(latinToCyrillic('Ljubav Njegoš Džep LJUBAV')).toBe('Љубав Његош Џеп LJUBAV');
  });

  it('keeps lj, nj and dž two letters where a prefix meets a root', () => {
    expect(latinToCyrillic('injekcija konjunktura nadživeti podžanr')).toBe(
      'инјекција конјунктура надживети поджанр',
    );
  });

  it('writes a shop sentence, keeping brands, models, units and prices in Latin', () => {
    const brands = new Set(['gorenje', 'bosch']);
    expect(latinToCyrillic('Kombinovani frižider Gorenje NRK6192, 300 l, 49.999 RSD', brands)).toBe(
      'Комбиновани фрижидер Gorenje NRK6192, 300 l, 49.999 RSD',
    );
    expect(latinToCyrillic('Usisivač Bosch Serie 4, 700 W', brands)).toBe('Усисивач Bosch Serie 4, 700 W');
    expect(latinToCyrillic('Laptop Apple MacBook Pro 14', new Set(['apple']))).toBe(
      'Лаптоп Apple MacBook Pro 14',
    );
    expect(latinToCyrillic('Side by side frižider')).toBe('Side by side фрижидер');
    expect(latinToCyrillic('Smart TV 55" 4K, Wi-Fi i Bluetooth')).toBe('Smart TV 55" 4K, Wi-Fi и Bluetooth');
    expect(latinToCyrillic('Telefon iPhone 15, 128 GB')).toBe('Телефон iPhone 15, 128 GB');
  });

  it('writes Serbian abbreviations in Cyrillic', () => {
    expect(latinToCyrillic('Cena sa PDV-om, PIB firme')).toBe('Цена са ПДВ-ом, ПИБ фирме');
  });

  it('never touches e-mail and web addresses', () => {
    expect(latinToCyrillic('Pišite na podrska@prodavnica.rs ili posetite https://prodavnica.rs/pomoc')).toBe(
      'Пишите на podrska@prodavnica.rs или посетите https://prodavnica.rs/pomoc',
    );
    expect(latinToCyrillic('Sajt prodavnica.rs')).toBe('Сајт prodavnica.rs');
    expect(latinToCyrillic('Prodavnica d.o.o.')).toBe('Продавница д.о.о.');
  });

  it('writes dates and counts as they come from Intl for sr-Cyrl', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 12));
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Belgrade' } as const;
    const latin = new Intl.DateTimeFormat('sr-Latn', options).format(date);
    expect(latin).toBe('23. novembar 2026.');
    expect(latinToCyrillic(latin)).toBe(new Intl.DateTimeFormat('sr-Cyrl', options).format(date));
    expect(latinToCyrillic('23. novembra 2026.')).toBe('23. новембра 2026.');
  });

  it('is idempotent and turns back into the same Latin', () => {
    const text = 'Dodato u korpu: 2 proizvoda. Besplatna dostava za porudžbine od 5.000 RSD.';
    const cyrillic = latinToCyrillic(text);
    expect(hasCyrillic(cyrillic)).toBe(true);
    expect(latinToCyrillic(cyrillic)).toBe(cyrillic);
    expect(cyrillicToLatin(cyrillic)).toBe(text);
  });
});

describe('keepsLatin', () => {
  it.each(['A55', '5G', 'RK6192', 'Xiaomi', 'Wi', 'LG', 'JBL', 'iPhone', 'kg', 'RSD', 'Smart'])(
    'keeps %s',
    (word) => {
      expect(keepsLatin(word)).toBe(true);
    },
  );

  it.each(['Frižider', 'crna', 'Dodaj', 'PDV', 'U'])('writes %s in Cyrillic', (word) => {
    expect(keepsLatin(word)).toBe(false);
  });

  it('keeps a brand the caller knows, in any case', () => {
    expect(keepsLatin('Gorenje')).toBe(false);
    expect(keepsLatin('Gorenje', new Set(['gorenje']))).toBe(true);
  });
});
