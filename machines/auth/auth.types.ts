import type { LoginBody, RegisterBody, User } from '../../contract/auth';
import type { AuthSystemEvent } from '../shared/system';

/** Spec §3: the user (null when logged out). Whether it is confirmed ("hydrated") is a state. */
export type AuthContext = { user: User | null };

/** What the browser kept from the last visit (spec §3: user state persists in local storage). */
export type AuthInput = { storedUser: User | null };

/** The register form as the shopper fills it; the cart to attach comes from the cart_id cookie. */
export type RegisterForm = Omit<RegisterBody, 'cartId'>;

export type AuthEvent =
  | AuthSystemEvent
  /** From the API wrapper: a call answered 401 with shouldLogin (spec §8). */
  | { type: 'auth.sessionExpired' }
  | { type: 'auth.login.submit'; credentials: LoginBody }
  | { type: 'auth.register.submit'; form: RegisterForm }
  | { type: 'auth.logout' }
  /** The profile page saved new names: the signed-in user shows them at once. */
  | { type: 'auth.profileSaved'; firstName: string; lastName: string };

/** What the login and register forms hear (actor.on): the server's Serbian text (spec §5). */
export type AuthEmitted =
  | { type: 'auth.loginFailed'; message: string }
  | { type: 'auth.registerFailed'; message: string };
