import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render-app';

async function openFaq() {
  const app = renderApp('/faq');
  await screen.findByRole('heading', { level: 1, name: 'Česta pitanja' });
  /** The question's <details> and its answer text. */
  const question = (text: string) => {
    const summary = screen.getByText(text, { selector: 'summary' });
    const details = summary.closest('details')!;
    return { summary, details, answer: () => details.querySelector('.faq-answer')!.textContent ?? '' };
  };
  return { ...app, question };
}

describe('FAQ /faq', () => {
  it('groups the questions under Poručivanje, Isporuka, Plaćanje, Povraćaj i reklamacije and Nalog', async () => {
    await openFaq();
    const groups = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(
      expect.arrayContaining(['Poručivanje', 'Isporuka', 'Plaćanje', 'Povraćaj i reklamacije', 'Nalog']),
    );
    const questions = document.querySelectorAll('details.faq-item');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions.length).toBeLessThanOrEqual(14);
    const toc = within(screen.getByRole('main')).getByRole('navigation', { name: 'Teme pitanja' });
    expect(within(toc).getByRole('link', { name: 'Isporuka' }).getAttribute('href')).toBe('#isporuka');
  });

  it('an answer is closed until its question is clicked, and closes again on a second click', async () => {
    const { user, question } = await openFaq();
    const delivery = question('Koliko košta dostava?');
    expect(delivery.details.open).toBe(false);

    await user.click(delivery.summary);
    expect(delivery.details.open).toBe(true);

    await user.click(delivery.summary);
    expect(delivery.details.open).toBe(false);
  });

  it('the delivery answer states 290 RSD below 5.000 RSD, free from 5.000 RSD and 1.490 RSD per bulky piece', async () => {
    const { user, question } = await openFaq();
    const delivery = question('Koliko košta dostava?');
    await user.click(delivery.summary);
    expect(delivery.answer()).toContain(
      'Za porudžbine vrednosti ispod 5.000\u00a0RSD dostava košta 290\u00a0RSD',
    );
    expect(delivery.answer()).toContain('Od 5.000\u00a0RSD dostava je besplatna');
    expect(delivery.answer()).toContain('1.490\u00a0RSD po komadu');
  });

  it('the payment answers offer cash on delivery and a payment slip with the order number as reference, and no cards yet', async () => {
    const { question } = await openFaq();
    const methods = question('Koje načine plaćanja nudite?').answer();
    expect(methods).toContain('Plaćanje pouzećem');
    expect(methods).toContain('Uplatnica');
    expect(question('Šta upisujem na uplatnicu?').answer()).toContain('poziv na broj: broj Vaše porudžbine');
    expect(question('Mogu li da platim platnom karticom?').answer()).toContain('Za sada ne.');
  });

  it('guests may order, the order is confirmed by e-mail, and the wishlist needs a verified e-mail', async () => {
    const { question } = await openFaq();
    expect(question('Da li je za kupovinu potreban nalog?').answer()).toContain('Možete poručiti i kao gost');
    expect(question('Kako znam da je porudžbina primljena?').answer()).toContain('stiže potvrda');
    expect(question('Zašto treba da potvrdim e-adresu?').answer()).toContain('listu želja');
  });

  it('the return answer gives the 14-day right of withdrawal of the consumer protection law', async () => {
    const { question } = await openFaq();
    const returns = question('Mogu li da vratim proizvod?').answer();
    expect(returns).toContain('Zakonu o zaštiti potrošača');
    expect(returns).toContain('u roku od 14 dana od dana kada ste primili proizvod');
  });

  it("an answer's link leads to the page it names", async () => {
    const { user, question } = await openFaq();
    const complaint = question('Kako da reklamiram neispravan proizvod?');
    await user.click(complaint.summary);
    await user.click(within(complaint.details).getByRole('link', { name: 'Kontakt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
    expect(window.location.pathname).toBe('/kontakt');
  });
});
