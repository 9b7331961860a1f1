import { fromPromise } from 'xstate';
import type { accountMachine } from '../../machines/account/account.machine';
import type { EmailInput } from '../../machines/account/account.types';
import * as authApi from '../api/auth';
import type { ActorsOf } from './provide-types';

/**
 * The account machine's check-user call. Its page flows bring their own calls when their page
 * opens (src/actors/account-flows.ts).
 */
export function accountActors(): Pick<ActorsOf<typeof accountMachine>, 'checkUser'> {
  return {
    checkUser: fromPromise<boolean, EmailInput>(async ({ input }) => authApi.checkUser(input.email)),
  };
}
