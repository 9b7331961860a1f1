import type { PlacedOrder, PlaceOrderInput } from '../../machines/checkout/checkout.types';
import { placeOrder } from '../api/orders';
import { toPlaceOrderFailure } from './place-order-failure';

/** POST /api/orders, its failures mapped to what the checkout tells apart (loaded on the first order). */
export async function placeOrderOrFail(input: PlaceOrderInput): Promise<PlacedOrder> {
  try {
    return await placeOrder(input);
  } catch (error) {
    throw toPlaceOrderFailure(error);
  }
}
