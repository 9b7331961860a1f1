import { assign, setup } from 'xstate';
import type { AdminOrderDetail, StaffOrderEventBody } from '../../contract/admin';
import { type StaffOrderEventType, staffOrderEventTypes } from '../../contract/order-lifecycle';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import {
  type AdminOrderContext,
  type AdminOrderEvent,
  type AdminOrderInput,
  FORM_ACTIONS,
  type FormAction,
  type StaffOrderAction,
} from './admin-order.types';

export const ORDER_CHANGED_NOTICE = 'Porudžbinu je u međuvremenu izmenio neko drugi.';

const failureOf = (event: { error?: unknown }) =>
  (event.error ?? {}) as { code?: unknown; body?: { allowed?: unknown } };
const actionOf = (event: AdminOrderEvent): StaffOrderAction | undefined =>
  event.type === 'adminOrder.act' && typeof event.action === 'object' && event.action !== null
    ? event.action
    : undefined;
const isEventType = (value: unknown): value is StaffOrderEventType =>
  (staffOrderEventTypes as readonly unknown[]).includes(value);
const formOf = (event: AdminOrderEvent): FormAction | undefined =>
  event.type === 'adminOrder.form.toggle' && (FORM_ACTIONS as readonly unknown[]).includes(event.action)
    ? event.action
    : undefined;

/**
 * One order in the back office: read, then acted on with only the events its lifecycle allows now
 * (`allowed`). Each action goes out with the version it was decided on: when someone else changed
 * the order meanwhile (409 ORDER_CHANGED) it is read again and says so; when the lifecycle no
 * longer allows the action (409 TRANSITION_NOT_ALLOWED) the server's text shows with the new list.
 * Ship, cancel and refund open their form first (one at a time); a success closes it, and so does
 * a new list of allowed events without its action.
 */
export const adminOrderMachine = setup({
  types: {} as { context: AdminOrderContext; events: AdminOrderEvent; input: AdminOrderInput | undefined },
  actors: {
    loadOrder: notProvided<AdminOrderDetail, string>('loadOrder'),
    sendEvent: notProvided<AdminOrderDetail, { orderId: string; body: StaffOrderEventBody }>('sendEvent'),
  },
  guards: {
    allowedNow: ({ context, event }) => {
      const type = actionOf(event)?.type;
      return isEventType(type) && (context.detail?.allowed ?? []).includes(type);
    },
    formAllowedNow: ({ context, event }) => {
      const action = formOf(event);
      return action !== undefined && (context.detail?.allowed ?? []).includes(action);
    },
    orderChanged: ({ event }) => failureOf(event as { error?: unknown }).code === 'ORDER_CHANGED',
    notAllowed: ({ event }) => failureOf(event as { error?: unknown }).code === 'TRANSITION_NOT_ALLOWED',
  },
  actions: {
    // Provided: the order lists and the dashboard read again (src/admin/actors/order.actors.ts).
    orderChanged: () => {},
    keepDetail: assign({ detail: ({ event }) => (event as unknown as { output: AdminOrderDetail }).output }),
    toggleForm: assign({
      form: ({ context, event }) => (context.form === formOf(event) ? null : (formOf(event) ?? null)),
    }),
    closeForm: assign({ form: null }),
    // After the order's allowed events changed: a form whose action is no longer among them goes.
    closeFormNotAllowed: assign({
      form: ({ context }) =>
        context.form && (context.detail?.allowed ?? []).includes(context.form) ? context.form : null,
    }),
  },
}).createMachine({
  id: 'adminOrder',
  context: ({ input }) => ({
    orderId: input?.orderId ?? '',
    detail: null,
    sent: null,
    error: null,
    notice: null,
    form: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderId,
        onDone: { target: 'ready', actions: ['keepDetail', assign({ error: null })] },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The order could not be read (not found, no connection): its text and a retry.',
      on: { 'adminOrder.retry': 'loading' },
    },
    ready: {
      description: 'The order shows with the buttons of its allowed events.',
      initial: 'idle',
      on: {
        'adminOrder.act': {
          guard: 'allowedNow',
          target: 'sending',
          actions: assign({ sent: ({ event }) => event.action.type, error: null, notice: null }),
        },
        'adminOrder.form.toggle': { guard: 'formAllowedNow', actions: 'toggleForm' },
      },
      states: {
        idle: {},
        done: { description: 'The action was taken; the order shows its new state and allowed events.' },
        conflict: {
          description:
            'Refused because the order had changed: the text says why, the buttons are the new ones.',
        },
        failed: { description: 'The action failed (a server or connection failure): it may be sent again.' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendEvent',
        src: 'sendEvent',
        input: ({ context, event }) => ({
          orderId: context.orderId,
          body: { ...actionOf(event), expectedVersion: context.detail?.version ?? 0 } as StaffOrderEventBody,
        }),
        onDone: { target: 'ready.done', actions: ['keepDetail', 'closeForm', 'orderChanged'] },
        onError: [
          {
            guard: 'orderChanged',
            target: 'reloading',
            actions: [assign({ notice: ORDER_CHANGED_NOTICE, sent: null }), 'orderChanged'],
          },
          {
            guard: 'notAllowed',
            target: 'ready.conflict',
            actions: [
              assign({
                error: ({ event }) => errorMessage(event.error),
                sent: null,
                detail: ({ context, event }) => {
                  const allowed = failureOf(event).body?.allowed;
                  return context.detail && Array.isArray(allowed)
                    ? { ...context.detail, allowed: allowed.filter(isEventType) }
                    : context.detail;
                },
              }),
              'closeFormNotAllowed',
            ],
          },
          {
            target: 'ready.failed',
            actions: assign({ error: ({ event }) => errorMessage(event.error), sent: null }),
          },
        ],
      },
    },
    reloading: {
      description: 'Someone else changed the order: it is read again before anything more is sent.',
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderId,
        onDone: { target: 'ready.conflict', actions: ['keepDetail', 'closeFormNotAllowed'] },
        onError: {
          target: 'ready.failed',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
  },
});
