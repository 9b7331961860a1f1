import { BULKY_SHIPPING_PRICE, FREE_SHIPPING_FROM, STANDARD_SHIPPING } from '../../../contract/money';
import { formatRsd } from '../../../contract/format';
import { SHOP } from '../../../contract/shop';

export { BANK_TRANSFER, SHOP } from '../../../contract/shop';

/** The delivery rules of contract/money.ts (spec §9) as shoppers read them. */
export const SHIPPING_TEXT = {
  standard: formatRsd(STANDARD_SHIPPING),
  freeFrom: formatRsd(FREE_SHIPPING_FROM),
  bulky: formatRsd(BULKY_SHIPPING_PRICE),
} as const;

export const SHOP_ADDRESS_LINE = `${SHOP.street}, ${SHOP.postalCode} ${SHOP.city}`;
