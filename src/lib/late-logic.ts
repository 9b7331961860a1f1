import type { AnyActorLogic } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { emailVerificationMachine } from '../../machines/email-verification/email-verification.machine';
import type { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine';
import type { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine';
import type { verifyEmailMachine } from '../../machines/verify-email/verify-email.machine';
import type { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import type { Browser } from '../actors/browser';

/**
 * The real logic of a child whose code comes in a later chunk. Its parent names it in
 * `setup({ actors })` (`notProvidedChild`, machines/shared/not-provided.ts) and spawns it by that
 * name with its systemId, so Stately shows it; src/lib provides `logic` in the parent's slot at
 * start and hands it the real one with `arrive` once the chunk is here. Until then it is nothing to
 * spawn: the parent waits for the chunk first (machines/app) or the page that brings it sends the
 * open (machines/account).
 */
export type LateLogic<TLogic extends AnyActorLogic> = {
  logic: TLogic;
  arrive: (real: TLogic) => void;
};

export function lateLogic<TLogic extends AnyActorLogic>(name: string): LateLogic<TLogic> {
  let real: TLogic | undefined;
  const current = (): AnyActorLogic => {
    if (!real) throw new Error(`actor '${name}' was spawned before its chunk arrived`);
    return real;
  };
  // Each call goes to the real logic with it as `this`; the inspector reads `config` to draw it.
  const logic: AnyActorLogic = {
    get config() {
      return real?.config;
    },
    transition: (snapshot, event, scope) => current().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => current().getInitialSnapshot(scope, input),
    restoreSnapshot: (snapshot, scope) => current().restoreSnapshot?.(snapshot, scope) ?? snapshot,
    start: (snapshot, scope) => current().start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) => current().getPersistedSnapshot(snapshot, options),
  };
  return {
    logic: logic as TLogic,
    arrive: (arrived) => {
      real ??= arrived;
    },
  };
}

/** The children the shop's machines name but whose code comes later, one set per browser. */
export type LateParts = ReturnType<typeof createLateParts>;

const createLateParts = () => ({
  resetPassword: lateLogic<typeof resetPasswordMachine>('resetPassword'),
  verifyEmail: lateLogic<typeof verifyEmailMachine>('verifyEmail'),
  forgotPassword: lateLogic<typeof forgotPasswordMachine>('forgotPassword'),
  emailVerification: lateLogic<typeof emailVerificationMachine>('emailVerification'),
  wishlist: lateLogic<typeof wishlistMachine>('wishlist'),
  checkout: lateLogic<typeof checkoutMachine>('checkout'),
});

const partsOf = new WeakMap<Browser, LateParts>();

/** The late children of the shop running over `browser` (src/lib/shop-logic.ts provides them). */
export function lateParts(browser: Browser): LateParts {
  let parts = partsOf.get(browser);
  if (!parts) {
    parts = createLateParts();
    partsOf.set(browser, parts);
  }
  return parts;
}
