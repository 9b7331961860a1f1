import { assign, enqueueActions, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import type { AccountContext, AccountEvent, AccountFlowId, EmailInput } from './account.types';

const emailOf = ({ event }: { event: AccountEvent }) => ({ email: (event as { email?: unknown }).email });

const flowIds: readonly string[] = [
  systemIds.resetPassword,
  systemIds.verifyEmail,
  systemIds.forgotPassword,
  systemIds.emailVerification,
] satisfies AccountFlowId[];

/**
 * The account flows that do not change who is signed in. It runs one machine per page flow (reset
 * password, verify e-mail, forgot password, /verification) as its children, by their ids in
 * machines/shared/system.ts (not registered in the system: a child the model walk spawns again must
 * not clash), each spawned
 * when its page first opens (`account.flow.open`, the page bringing the flow's logic, so that code
 * loads with the page) and kept for the rest of the visit. Itself it runs the register form's
 * check whether an address is taken (spec §7 check-user), so the shopper hears it before
 * submitting. A failed check says nothing: the submit still tells.
 */
export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent },
  actors: {
    checkUser: notProvided<boolean, EmailInput>('checkUser'),
  },
  actions: {
    takeEmail: assign((_, params: { email: unknown }) => ({ email: params.email as string })),
    forgetEmail: assign({ email: null }),
  },
  guards: {
    /** A non-empty address other than the one already checked (an event without one is ignored). */
    isNewEmail: ({ context }, params: { email: unknown }) =>
      typeof params.email === 'string' && params.email !== '' && params.email !== context.email,
    exists: (_, params: { exists: boolean }) => params.exists,
    /** One of the account flows, with its logic (an event without them is ignored). */
    isFlowOpen: ({ event }) =>
      event.type === 'account.flow.open' &&
      flowIds.includes(event.systemId) &&
      typeof event.logic === 'object' &&
      event.logic !== null,
  },
}).createMachine({
  id: 'account',
  context: { email: null },
  initial: 'idle',
  on: {
    'account.email.check': {
      guard: { type: 'isNewEmail', params: emailOf },
      target: '.checking',
      actions: { type: 'takeEmail', params: emailOf },
    },
    'account.email.edit': { target: '.idle', actions: 'forgetEmail' },
    'account.flow.open': {
      guard: 'isFlowOpen',
      // Once: a page opened again finds its flow as it was left; its form reaches it through the
      // system (src/actors/account.forms.ts). Inline: setup's named actions
      // cannot type a spawn of logic that is not one of its named actors.
      actions: enqueueActions(({ enqueue, event, self }) => {
        if (event.type !== 'account.flow.open' || self.getSnapshot()?.children?.[event.systemId]) return;
        enqueue.spawnChild(event.logic as never, { id: event.systemId, systemId: event.systemId } as never);
      }),
    },
  },
  states: {
    idle: { description: 'No address checked, or the shopper is typing a new one.' },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkUser',
        src: 'checkUser',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: [
          { guard: { type: 'exists', params: ({ event }) => ({ exists: event.output }) }, target: 'taken' },
          { target: 'free' },
        ],
        onError: 'failed',
      },
    },
    taken: { description: 'An account with this address exists: sign in or reset the password instead.' },
    free: {},
    failed: { description: 'The check could not be made: nothing is said, the submit still tells.' },
  },
});
