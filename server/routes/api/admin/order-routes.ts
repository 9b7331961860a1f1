import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-errors';
import { adminOrderDetail } from '../../../orders/admin-order-detail';
import { listAdminOrders } from '../../../orders/admin-order-list';
import { dashboard } from '../../../orders/dashboard';
import { sendLifecycleMail } from '../../../orders/lifecycle-mail';
import { findOrderRow } from '../../../orders/order-dto';
import { ORDER_NOT_FOUND_TEXT, applyStaffEvent } from '../../../orders/staff-order-event';
import { endpoint } from '../../endpoint';

/** The back office's orders: the list, one order with what may be done to it, its events; the dashboard. */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('adminOrderList'),
    handler: async (request) => {
      await request.requireStaff();
      return listAdminOrders(app.db, request.query);
    },
  });

  app.route({
    ...endpoint('adminOrderGet'),
    handler: async (request) => {
      await request.requireStaff();
      const row = await findOrderRow(app.db, request.params.id);
      if (!row) throw notFound(ORDER_NOT_FOUND_TEXT);
      return adminOrderDetail(app.db, row);
    },
  });

  app.route({
    ...endpoint('adminOrderEvent'),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { body } = request;
      const applied = await applyStaffEvent(app.db, {
        orderId: request.params.id,
        body,
        staff,
        ip: request.ip,
      });
      // After the commit: a mail that fails is logged and never undoes the event.
      await sendLifecycleMail(app, applied.row, body.type, {
        reason: body.type === 'cancel' ? body.reason : undefined,
        refundedAmount: body.type === 'refund' ? body.amount : undefined,
      });
      return adminOrderDetail(app.db, applied.row);
    },
  });

  app.route({
    ...endpoint('adminDashboard'),
    handler: async (request) => {
      await request.requireStaff();
      return dashboard(app.db);
    },
  });
};

export default adminOrderRoutes;
