import { fromPromise } from 'xstate';
import type { EmailInput } from '../../machines/account/account.types';
import { emailVerificationMachine } from '../../machines/email-verification/email-verification.machine';
import type { PendingVerification } from '../../machines/email-verification/email-verification.types';
import { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine';
import { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine';
import type { ChangePasswordInput, TokenInput } from '../../machines/reset-password/reset-password.types';
import { verifyEmailMachine } from '../../machines/verify-email/verify-email.machine';
import type { VerifyEmailOutcome } from '../../machines/verify-email/verify-email.types';
import * as authApi from '../api/auth';
import type { Browser } from './browser';

/**
 * The account page flows (one machine per page), provided with their calls over src/api;
 * /verification logs a failed address check. Imported by the account pages only
 * (src/features/account/account-flow.tsx), so their code loads with those pages.
 */
export function accountFlows(browser: Browser) {
  return {
    resetPassword: resetPasswordMachine.provide({
      actors: {
        verifyResetToken: fromPromise<unknown, TokenInput>(async ({ input }) =>
          authApi.verifyResetToken(input.token),
        ),
        changePassword: fromPromise<unknown, ChangePasswordInput>(async ({ input }) =>
          authApi.changePassword(input),
        ),
      },
    }),
    verifyEmail: verifyEmailMachine.provide({
      actors: {
        verifyEmail: fromPromise<VerifyEmailOutcome, TokenInput>(async ({ input }) =>
          authApi.verifyEmail(input.token),
        ),
      },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        generateResetPassword: fromPromise<string, EmailInput>(async ({ input }) =>
          authApi.generateResetPassword(input.email),
        ),
      },
    }),
    emailVerification: emailVerificationMachine.provide({
      actors: {
        fetchPendingVerification: fromPromise<PendingVerification, EmailInput>(async ({ input }) =>
          authApi.fetchPendingVerification(input.email),
        ),
        requestVerifyEmail: fromPromise<string, EmailInput>(async ({ input }) =>
          authApi.requestVerifyEmail(input.email),
        ),
        generateVerificationEmail: fromPromise<string, EmailInput>(async ({ input }) =>
          authApi.generateVerificationEmail(input),
        ),
      },
      actions: { logError: (_, { message, error }) => browser.logError(message, error) },
    }),
  };
}
