import { emailVerificationMachine } from '../../../machines/email-verification/email-verification.machine';
import { systemIds } from '../../../machines/shared/system';
import { startFlow } from '../account/flow-harness';
import type { ModelHarness } from '../utils/model-test';

/** /verification's machine with fake server calls and a recorded `logError`. */
export const startEmailVerification = (): ModelHarness =>
  startFlow(emailVerificationMachine, {
    systemId: systemIds.emailVerification,
    actors: ['fetchPendingVerification', 'requestVerifyEmail', 'generateVerificationEmail'],
    actions: ['logError'],
  });
