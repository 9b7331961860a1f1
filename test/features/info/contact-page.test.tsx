import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aContactInbox,
  CONTACT_RATE_LIMITED,
  CONTACT_SERVER_ERROR,
  CONTACT_THANKS,
  contactHandlers,
  type FakeContactInbox,
  holdAnswers,
} from '../../msw/contact-handlers';
import { renderApp } from '../../utils/render-app';

const TYPED = {
  name: 'Milica Đorđević',
  email: 'milica.djordjevic@primer.rs',
  subject: 'Dostava frižidera',
  message: 'Da li frižider možete dostaviti u subotu pre podne?',
};

async function openContact(inbox: FakeContactInbox = aContactInbox()) {
  const app = renderApp('/kontakt', { handlers: contactHandlers(inbox) });
  await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
  const form = screen.getByRole('form', { name: 'Pošaljite nam poruku' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const fields = {
    name: field('Ime i prezime'),
    email: field('E-adresa'),
    subject: field('Naslov (nije obavezno)'),
    message: within(form).getByLabelText('Poruka') as HTMLTextAreaElement,
  };
  const fill = async (values: Partial<typeof TYPED>) => {
    for (const [key, value] of Object.entries(values)) {
      await app.user.type(fields[key as keyof typeof fields], value);
    }
  };
  const sendButton = () => within(form).getByRole('button', { name: 'Pošalji poruku' });
  return { ...app, inbox, form, fields, fill, sendButton };
}

describe('contact page /kontakt', () => {
  it("shows the shop's address, phone, e-mail and working hours", async () => {
    await openContact();
    const details = within(screen.getByRole('main')).getByRole('region', { name: 'Podaci za kontakt' });
    expect(details.textContent).toContain('Resavska 24');
    expect(details.textContent).toContain('11000 Beograd');
    expect(within(details).getByRole('link', { name: '011 123 45 67' }).getAttribute('href')).toBe(
      'tel:+381111234567',
    );
    expect(within(details).getByRole('link', { name: 'kontakt@prodavnica.rs' }).getAttribute('href')).toBe(
      'mailto:kontakt@prodavnica.rs',
    );
    expect(within(details).getByRole('heading', { name: 'Radno vreme korisničke podrške' })).toBeTruthy();
    expect(details.textContent).toContain('Ponedeljak – petak');
    expect(details.textContent).toContain('08:00 – 20:00');
  });

  it("an empty form shows each required field's Serbian message and sends nothing", async () => {
    const { user, inbox, fields, sendButton, form } = await openContact();
    await user.click(sendButton());

    expect(await within(form).findByText('Unesite ime.')).toBeTruthy();
    expect(within(form).getByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(within(form).getByText('Poruka mora imati najmanje 10 karaktera.')).toBeTruthy();
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');
    expect(fields.email.getAttribute('aria-invalid')).toBe('true');
    expect(fields.message.getAttribute('aria-invalid')).toBe('true');
    expect(fields.subject.getAttribute('aria-invalid')).toBeNull();
    expect(fields.name.getAttribute('aria-describedby')).toContain(
      within(form).getByText('Unesite ime.').getAttribute('id'),
    );
    expect(document.activeElement).toBe(fields.name);
    expect(inbox.received).toHaveLength(0);
  });

  it('a wrong e-mail and a too short message are refused before any request, and fixing them clears the errors', async () => {
    const { user, inbox, fields, fill, sendButton, form } = await openContact();
    await fill({ name: 'Pera Perić', email: 'pera@', message: 'Kratko' });
    await user.click(sendButton());

    expect(await within(form).findByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(within(form).getByText('Poruka mora imati najmanje 10 karaktera.')).toBeTruthy();
    expect(within(form).queryByText('Unesite ime.')).toBeNull();
    expect(document.activeElement).toBe(fields.email);
    expect(inbox.received).toHaveLength(0);

    await user.type(fields.email, 'primer.rs');
    await user.type(fields.message, ' pitanje o dostavi');
    await waitFor(() => expect(within(form).queryByText('Unesite ispravnu e-adresu.')).toBeNull());
    expect(within(form).queryByText('Poruka mora imati najmanje 10 karaktera.')).toBeNull();
    expect(inbox.received).toHaveLength(0);
  });

  it("a sent message shows the shop's thank-you text, clears the form, and the shop received exactly the typed fields", async () => {
    const { user, inbox, fields, fill, sendButton, form } = await openContact();
    await fill(TYPED);
    await user.click(sendButton());

    expect(await within(form).findByText(CONTACT_THANKS)).toBeTruthy();
    expect(inbox.received).toEqual([TYPED]);
    expect(inbox.messages).toEqual([TYPED]);
    expect(fields.name.value).toBe('');
    expect(fields.email.value).toBe('');
    expect(fields.subject.value).toBe('');
    expect(fields.message.value).toBe('');
  });

  it('while the message is on its way the button is disabled and a second click sends nothing more', async () => {
    const inbox = aContactInbox();
    const release = holdAnswers(inbox);
    const { user, fill, sendButton, form } = await openContact(inbox);
    await fill({ name: TYPED.name, email: TYPED.email, message: TYPED.message });
    await user.click(sendButton());

    const sending = await within(form).findByRole('button', { name: 'Slanje…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    await user.click(sending);
    release();

    expect(await within(form).findByText(CONTACT_THANKS)).toBeTruthy();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    expect(inbox.received).toHaveLength(1);
  });

  it("too many messages (429) shows the server's Serbian text and keeps what was typed", async () => {
    const { user, fields, fill, sendButton, form, inbox } = await openContact(
      aContactInbox({ failure: CONTACT_RATE_LIMITED }),
    );
    await fill(TYPED);
    await user.click(sendButton());

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(CONTACT_RATE_LIMITED.body.error);
    expect(within(form).queryByText(CONTACT_THANKS)).toBeNull();
    expect(fields.name.value).toBe(TYPED.name);
    expect(fields.email.value).toBe(TYPED.email);
    expect(fields.subject.value).toBe(TYPED.subject);
    expect(fields.message.value).toBe(TYPED.message);
    expect(inbox.messages).toHaveLength(0);
  });

  it('after a server error (500) the kept message can be sent again and then arrives', async () => {
    const inbox = aContactInbox({ failure: CONTACT_SERVER_ERROR });
    const { user, fill, sendButton, form } = await openContact(inbox);
    await fill(TYPED);
    await user.click(sendButton());
    expect((await within(form).findByRole('alert')).textContent).toBe('Došlo je do greške na serveru.');

    inbox.failure = null;
    await user.click(sendButton());

    expect(await within(form).findByText(CONTACT_THANKS)).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(inbox.messages).toEqual([TYPED]);
  });
});
