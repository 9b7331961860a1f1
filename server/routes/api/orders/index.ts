import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCart } from '../../../cart/cart-access';
import { notFound } from '../../../http-errors';
import { requestedScript } from '../../../mail/request-script';
import { orderConfirmationMail } from '../../../mail/templates/order-mails';
import { tokenOpensOrder } from '../../../orders/access-token';
import { sendLifecycleMail } from '../../../orders/lifecycle-mail';
import { findOrderRow, loadOrder } from '../../../orders/order-dto';
import { orderProgress } from '../../../orders/order-progress';
import { requestWithdrawal } from '../../../orders/withdrawal';
import { brandedItemsOf } from '../../../orders/order-products';
import { listUserOrders } from '../../../orders/list-orders';
import { qrPng } from '../../../orders/ips-qr-image';
import { ipsPayloadOf, paymentSlipFor } from '../../../orders/payment-slip';
import { placeOrder } from '../../../orders/place-order';
import { publicUrl } from '../../../public-url';
import { endpoint } from '../../endpoint';

const ORDER_NOT_FOUND = 'Porudžbina nije pronađena.';

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('orderPlace'),
    handler: async (request, reply) => {
      await requireCart(request, request.body.cartId);
      const user = await request.currentUser();
      // Ordered in the script the shopper asks in now, else their account's (the session keeps the
      // account's up to date: plugins/sessions.ts).
      const script = requestedScript(request) ?? user?.script ?? 'latin';
      const { created, order, accessToken } = await placeOrder(app.db, request.body, user?.id ?? null, {
        script,
      });
      const paymentSlip = await paymentSlipFor(order);
      if (created) {
        const query = new URLSearchParams({ order: order.id, token: accessToken });
        const orderUrl = publicUrl(app.config, `/potvrdjena-kupovina?${query}`);
        const slipQrPng = paymentSlip ? await qrPng(ipsPayloadOf(paymentSlip)) : undefined;
        const products = await brandedItemsOf(app.db, order);
        await app.sendMail(
          orderConfirmationMail({ order, paymentSlip, orderUrl, script, products, slipQrPng }),
        );
      }
      return reply.status(created ? 201 : 200).send({ order, accessToken, paymentSlip });
    },
  });

  app.route({
    ...endpoint('orderList'),
    handler: async (request) => {
      const user = await request.requireUser();
      return { items: await listUserOrders(app.db, user.id) };
    },
  });

  app.route({
    ...endpoint('orderGet'),
    handler: async (request) => {
      const row = await findOrderRow(app.db, request.params.id);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const user = await request.currentUser();
      const isOwner = row.userId !== null && user?.id === row.userId;
      const { token } = request.query;
      // Anyone else gets the same 404 as for a missing order, so no order id is confirmed.
      if (!isOwner && !(token && tokenOpensOrder(token, row))) throw notFound(ORDER_NOT_FOUND);
      const order = await loadOrder(app.db, row);
      // The slip only while the transfer is due: a paid order, or a cancelled one (voided), asks
      // for no payment.
      const paymentSlip = row.paymentState === 'awaitingPayment' ? await paymentSlipFor(order) : null;
      return { order, paymentSlip, ...(await orderProgress(app.db, row)) };
    },
  });

  app.route({
    ...endpoint('orderWithdrawal'),
    handler: async (request) => {
      const row = await findOrderRow(app.db, request.params.id);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const user = await request.currentUser();
      const isOwner = row.userId !== null && user?.id === row.userId;
      const { token, reason } = request.body;
      // Exactly as orderGet opens an order: its owner, or the order's access token.
      if (!isOwner && !(token && tokenOpensOrder(token, row))) throw notFound(ORDER_NOT_FOUND);
      const withdrawn = await requestWithdrawal(app.db, { orderId: row.id, reason: reason || null });
      await sendLifecycleMail(app, withdrawn.row, 'requestWithdrawal', {
        withdrawalForm: withdrawn.answer.form,
      });
      return withdrawn.answer;
    },
  });
};

export default ordersRoutes;
