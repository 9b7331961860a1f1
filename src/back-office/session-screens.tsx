import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { adminSessionMachine } from '../../machines/admin-session/admin-session.machine';
import {
  selectEnrolment,
  selectRecoveryCodes,
  selectSessionBusy,
  selectSessionError,
} from '../../machines/admin-session/admin-session.selectors';
import { loginAddress } from '../../machines/auth/auth.redirect';
import { Link } from 'wouter';
import { FormField } from '../components/ui/form-field';
import { PageLoading } from '../components/ui/status';
import { useForm } from '../lib/use-form';
import { recoveryCodeForm, totpCodeForm } from './actors/session.forms';
import { AdminScreen } from './admin-ui';

type SessionRef = ActorRefFrom<typeof adminSessionMachine>;

/** The page a screen of the way in stands on: narrow, centred, without the back office's navigation. */
function Gate({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="admin-gate" id="sadrzaj">
      <AdminScreen title={title}>{children}</AdminScreen>
    </main>
  );
}

export function SignedOut() {
  return (
    <Gate title="Administracija">
      <p>Prijavite se nalogom osoblja da biste nastavili.</p>
      <Link className="button primary" href={`~${loginAddress('/admin')}`}>
        Prijavite se
      </Link>
    </Gate>
  );
}

export function NoAccess() {
  return (
    <Gate title="Nemate pristup">
      <p>Ovaj nalog nema pristup administraciji prodavnice.</p>
      <Link href="~/">Nazad u prodavnicu</Link>
    </Gate>
  );
}

export function SessionExpired({ session }: { session: SessionRef }) {
  return (
    <Gate title="Sesija je istekla">
      <p>Posle 30 minuta bez aktivnosti sesija se završava radi bezbednosti.</p>
      <button
        type="button"
        className="button primary"
        onClick={() => session.send({ type: 'adminSession.retry' })}
      >
        Nastavi
      </button>
    </Gate>
  );
}

export function SessionLoading() {
  return (
    <main className="admin-gate" id="sadrzaj">
      <PageLoading label="Provera prijave…" />
    </main>
  );
}

/** The 6-digit code form, handed to the session machine once the contract's check passes. */
function CodeForm({ session }: { session: SessionRef }) {
  const form = useForm(totpCodeForm, { values: { code: '' } });
  const busy = useSelector(session, selectSessionBusy);
  const error = useSelector(session, selectSessionError);
  const field = form.field('code');
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-form narrow">
      <FormField
        label="Šestocifreni kod iz aplikacije"
        {...field}
        error={field.error ?? error ?? undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <button type="submit" className="button primary" disabled={busy || form.busy}>
        {busy ? 'Provera…' : 'Potvrdi'}
      </button>
    </form>
  );
}

export function TotpEnrolment({ session }: { session: SessionRef }) {
  const enrolment = useSelector(session, selectEnrolment);
  const error = useSelector(session, selectSessionError);
  if (!enrolment)
    return (
      <Gate title="Dvostepena prijava">
        <p role="alert">{error}</p>
        <button
          type="button"
          className="button primary"
          onClick={() => session.send({ type: 'adminSession.retry' })}
        >
          Pokušajte ponovo
        </button>
      </Gate>
    );
  return (
    <Gate title="Dvostepena prijava">
      <p>
        Za rad u administraciji potreban je i kod iz aplikacije za autentifikaciju (npr. Google Authenticator,
        Aegis).
      </p>
      <ol className="admin-steps">
        <li>
          <h2>Skenirajte QR kod</h2>
          <img
            src={enrolment.qrCode}
            alt="QR kod za aplikaciju za autentifikaciju"
            width={200}
            height={200}
          />
        </li>
        <li>
          <h2>Ili unesite ključ ručno</h2>
          <code className="admin-secret">{enrolment.secret}</code>
        </li>
        <li>
          <h2>Unesite kod koji aplikacija prikazuje</h2>
          <CodeForm session={session} />
        </li>
      </ol>
    </Gate>
  );
}

export function RecoveryCodes({ session }: { session: SessionRef }) {
  const codes = useSelector(session, selectRecoveryCodes) ?? [];
  return (
    <Gate title="Kodovi za oporavak">
      <p>
        Sačuvajte ovih {codes.length} kodova na sigurnom mestu. Svaki možete upotrebiti jednom, ako ostanete
        bez telefona. Prikazuju se samo sada.
      </p>
      <ol className="admin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button primary"
        onClick={() => session.send({ type: 'adminSession.codes.saved' })}
      >
        Sačuvao sam kodove
      </button>
    </Gate>
  );
}

export function TotpSignIn({ session }: { session: SessionRef }) {
  return (
    <Gate title="Potvrda prijave">
      <p>Unesite kod iz aplikacije za autentifikaciju.</p>
      <CodeForm session={session} />
      <button
        type="button"
        className="link-button"
        onClick={() => session.send({ type: 'adminSession.recovery.use' })}
      >
        Koristite kod za oporavak
      </button>
    </Gate>
  );
}

export function RecoverySignIn({ session }: { session: SessionRef }) {
  const form = useForm(recoveryCodeForm, { values: { code: '' } });
  const busy = useSelector(session, selectSessionBusy);
  const error = useSelector(session, selectSessionError);
  const field = form.field('code');
  return (
    <Gate title="Prijava kodom za oporavak">
      <p>Unesite jedan od kodova za oporavak koje ste sačuvali. Svaki važi samo jednom.</p>
      <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-form narrow">
        <FormField
          label="Kod za oporavak"
          {...field}
          error={field.error ?? error ?? undefined}
          autoComplete="off"
        />
        <button type="submit" className="button primary" disabled={busy || form.busy}>
          {busy ? 'Provera…' : 'Potvrdi'}
        </button>
      </form>
      <button
        type="button"
        className="link-button"
        onClick={() => session.send({ type: 'adminSession.recovery.cancel' })}
      >
        Nazad na kod iz aplikacije
      </button>
    </Gate>
  );
}
