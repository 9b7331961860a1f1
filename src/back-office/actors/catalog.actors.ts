import type { AnyActorRef } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import type { AdminProduct } from '../../../contract/admin';
import { discountWindowProblem } from '../../../contract/discount';
import type { FormValues } from '../../../machines/form/form.types';
import { ApiError } from '../../api/api-error';
import { checkWith, createForm, tell } from '../../actors/form-logic';
import { createLoader } from '../../actors/loader-logic';
import {
  createCategory,
  listCategories,
  listProducts,
  readProduct,
  removeImage,
  setStock,
  updateCategory,
  updateProduct,
} from '../admin-api';
import { PRODUCT_SYSTEM_ID } from './upload.actors';

/** The system ids the catalogue screens' reads run under, so a save reloads them. */
export const PRODUCT_LIST_ID = 'adminProductList';
export const STOCK_LIST_ID = 'adminStockList';
export const CATEGORY_LIST_ID = 'adminCategoryList';
export { PRODUCT_SYSTEM_ID };

export const productListLoader = createLoader(listProducts);
export const productLoader = createLoader(readProduct);
export const categoryListLoader = createLoader(listCategories);

type System = Parameters<typeof tell>[0];
const reload = (system: System, ...ids: string[]) => {
  for (const id of ids) tell(system, id, { type: 'loader.reload' });
};
const adminSchemas = () => import('../../../contract/admin');
/** A typed number, or NaN (refused by the schema with its own message) when it is none. */
const wholeNumber = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
};

/** A date field's day, null when left empty. */
const optionalDay = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : text;
};

/** The product edit form's fields, from the product as stored. */
export const productFormValues = (product: AdminProduct): FormValues => ({
  name: product.name,
  description: product.description,
  categoryId: String(product.categoryId),
  brand: product.brand,
  price: String(product.price),
  discountPrice: String(product.discountPrice),
  discountFrom: product.discountFrom ?? '',
  discountUntil: product.discountUntil ?? '',
  shippingPrice: String(product.shippingPrice),
  stock: String(product.stock),
  available: product.available,
});

const productPatchCheck = checkWith(
  () => adminSchemas().then((schema) => schema.adminProductPatchSchema),
  (values) => ({
    name: values.name,
    description: values.description,
    categoryId: wholeNumber(values.categoryId),
    brand: values.brand,
    price: wholeNumber(values.price),
    discountPrice: wholeNumber(values.discountPrice),
    discountFrom: optionalDay(values.discountFrom),
    discountUntil: optionalDay(values.discountUntil),
    shippingPrice: wholeNumber(values.shippingPrice),
    stock: wholeNumber(values.stock),
    available: values.available === true,
  }),
);

/**
 * Izmena proizvoda: checked with the contract's patch schema, and the discount as the server
 * checks it (contract/discount.ts: below the price, first and last day, at most 31 days); PATCH
 * with every field.
 * `extra` is the product's id; a save reloads the product and the list.
 */
export const productForm = createForm({
  check: async (values) => {
    const checked = await productPatchCheck(values);
    if (!checked.ok) return checked;
    const { price = 0, discountPrice = 0, discountFrom = null, discountUntil = null } = checked.data;
    const problem = discountWindowProblem(price, { discountPrice, discountFrom, discountUntil });
    if (problem) return { ok: false, errors: { [problem.field]: problem.message } };
    return checked;
  },
  submit: (patch: Parameters<typeof updateProduct>[1], productId) =>
    updateProduct(productId as number, patch),
  succeeded: (_result, system) => reload(system, PRODUCT_SYSTEM_ID, PRODUCT_LIST_ID),
});

/** What a stock row's form knows beside its fields: the product it sets. */
export type StockExtra = { productId: number };

/**
 * The stock a row of Zalihe shows now: the product's in the stock list as last read (the list the
 * rows are drawn from, under STOCK_LIST_ID), or undefined when that list does not hold it.
 */
function shownStock(system: System, productId: number): number | undefined {
  const loader = system.get(STOCK_LIST_ID) as AnyActorRef | undefined;
  const list = loader?.getSnapshot()?.context?.data as { items?: { id: number; stock: number }[] } | null;
  return list?.items?.find((item) => item.id === productId)?.stock;
}

/**
 * Zalihe: a product's new stock, sent with the stock the operator saw (`expectedStock`: the one
 * the row shows as it is sent, read from the list, so no copy of it has to follow the list);
 * when it changed meanwhile (409 STOCK_CHANGED) the list is read again, so the row shows the
 * stock as it is now and the next save is judged against that.
 */
export const stockForm = createForm({
  check: checkWith(
    () => adminSchemas().then((schema) => schema.stockBodySchema),
    (typed) => ({ stock: wholeNumber(typed.stock) }),
  ),
  submit: async ({ stock }: { stock: number }, extra, system) => {
    const { productId } = extra as StockExtra;
    try {
      return await setStock(productId, { stock, expectedStock: shownStock(system, productId) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STOCK_CHANGED') reload(system, STOCK_LIST_ID);
      throw error;
    }
  },
  succeeded: (_result, system) => reload(system, STOCK_LIST_ID, PRODUCT_LIST_ID),
});

/** A photo's "Ukloni": nothing to check; DELETE, then the product reads again without it. */
export const removePhotoForm = createForm({
  check: async () => ({ ok: true as const, data: null }),
  submit: (_data: null, extra) => {
    const { productId, imageId } = extra as { productId: number; imageId: number };
    return removeImage(productId, imageId);
  },
  succeeded: (_result, system) => reload(system, PRODUCT_SYSTEM_ID),
});

const parentOf = (value: unknown) => (value === '' || value === undefined ? null : wholeNumber(value));
const categoryCheck = <S extends ZodMiniType>(
  pick: (schemas: Awaited<ReturnType<typeof adminSchemas>>) => Promise<S> | S,
) =>
  checkWith(
    () => adminSchemas().then(pick),
    (values) => ({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.parentId !== undefined ? { parentId: parentOf(values.parentId) } : {}),
    }),
  );

/** Nova kategorija: a name and where it goes (none: a top category). */
export const categoryCreateForm = createForm({
  check: categoryCheck((schema) => schema.adminCategoryBodySchema),
  submit: (body: { name: string; parentId: number | null }) => createCategory(body),
  succeeded: (_result, system) => reload(system, CATEGORY_LIST_ID),
});

/** A category's new name, or its new parent (a move); `extra` is its id. */
export const categoryEditForm = createForm({
  check: categoryCheck(async (schema) => (await import('zod/mini')).partial(schema.adminCategoryBodySchema)),
  submit: (body: { name?: string; parentId?: number | null }, categoryId) =>
    updateCategory(categoryId as number, body),
  succeeded: (_result, system) => reload(system, CATEGORY_LIST_ID),
});
