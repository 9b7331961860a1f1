import { fromPromise } from 'xstate';
import type { User } from '../../contract/auth';
import type { accountMachine } from '../../machines/account/account.machine';
import type {
  ChangePasswordInput,
  EmailInput,
  PendingVerification,
  TokenInput,
} from '../../machines/account/account.types';
import { authApi } from './lazy-api';
import type { ActorsOf } from './provide-types';

/** The account machine's calls over src/api (it has no effects of its own besides them). */
export function accountActors(): ActorsOf<typeof accountMachine> {
  return {
    checkUser: fromPromise<boolean, EmailInput>(async ({ input }) =>
      (await authApi()).checkUser(input.email),
    ),
    generateVerificationEmail: fromPromise<string, EmailInput>(async ({ input }) =>
      (await authApi()).generateVerificationEmail(input),
    ),
    requestVerifyEmail: fromPromise<string, EmailInput>(async ({ input }) =>
      (await authApi()).requestVerifyEmail(input.email),
    ),
    verifyEmail: fromPromise<User, TokenInput>(async ({ input }) =>
      (await authApi()).verifyEmail(input.token),
    ),
    fetchPendingVerification: fromPromise<PendingVerification, EmailInput>(async ({ input }) =>
      (await authApi()).fetchPendingVerification(input.email),
    ),
    generateResetPassword: fromPromise<string, EmailInput>(async ({ input }) =>
      (await authApi()).generateResetPassword(input.email),
    ),
    verifyResetToken: fromPromise<unknown, TokenInput>(async ({ input }) =>
      (await authApi()).verifyResetToken(input.token),
    ),
    changePassword: fromPromise<unknown, ChangePasswordInput>(async ({ input }) =>
      (await authApi()).changePassword(input),
    ),
  };
}
