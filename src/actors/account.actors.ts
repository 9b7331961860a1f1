import { fromPromise } from 'xstate';
import type { User } from '../../contract/auth';
import type { accountMachine } from '../../machines/account/account.machine';
import type {
  ChangePasswordInput,
  EmailInput,
  PendingVerification,
  TokenInput,
} from '../../machines/account/account.types';
import * as api from '../api/auth';
import type { ActorsOf } from './provide-types';

/** The account machine's calls over src/api (it has no effects of its own besides them). */
export function accountActors(): ActorsOf<typeof accountMachine> {
  return {
    checkUser: fromPromise<boolean, EmailInput>(({ input }) => api.checkUser(input.email)),
    generateVerificationEmail: fromPromise<string, EmailInput>(({ input }) =>
      api.generateVerificationEmail(input),
    ),
    requestVerifyEmail: fromPromise<string, EmailInput>(({ input }) => api.requestVerifyEmail(input.email)),
    verifyEmail: fromPromise<User, TokenInput>(({ input }) => api.verifyEmail(input.token)),
    fetchPendingVerification: fromPromise<PendingVerification, EmailInput>(({ input }) =>
      api.fetchPendingVerification(input.email),
    ),
    generateResetPassword: fromPromise<string, EmailInput>(({ input }) =>
      api.generateResetPassword(input.email),
    ),
    verifyResetToken: fromPromise<unknown, TokenInput>(({ input }) => api.verifyResetToken(input.token)),
    changePassword: fromPromise<unknown, ChangePasswordInput>(({ input }) => api.changePassword(input)),
  };
}
