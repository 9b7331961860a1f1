import type { LoginBody, RegisterBody, User } from '../../contract/auth';
import type { AuthSystemEvent } from '../shared/system';

/**
 * Spec §3: the user (null when logged out); whether it is confirmed ("hydrated") is a state. The
 * server's text of the last refused login or registration (spec §5; cleared by the next submit),
 * and where a login leads once it succeeds (a path of this shop, see `safeRedirect`).
 */
export type AuthContext = {
  user: User | null;
  loginError: string | null;
  registerError: string | null;
  returnTo: string;
  /**
   * The user whose address a link opened in this visit verified (auth.userVerified). A getMe the
   * server answered before that verification cannot make them unverified again.
   */
  verifiedInThisVisit: number | null;
};

/** What the browser kept from the last visit (spec §3: user state persists in local storage). */
export type AuthInput = { storedUser: User | null };

/** The register form as the shopper fills it; the cart to attach comes from the cart_id cookie. */
export type RegisterForm = Omit<RegisterBody, 'cartId'>;

export type AuthEvent =
  | AuthSystemEvent
  /** From the API wrapper: a call answered 401 with shouldLogin (spec §8). */
  | { type: 'auth.sessionExpired' }
  /** `redirect`: the ?redirect of /login (DESIGN §3: back to the page the profile guard left). */
  | { type: 'auth.login.submit'; credentials: LoginBody; redirect?: string | null }
  | { type: 'auth.register.submit'; form: RegisterForm }
  | { type: 'auth.logout' }
  /** The profile page saved new names: the signed-in user shows them at once. */
  | { type: 'auth.profileSaved'; firstName: string; lastName: string };
