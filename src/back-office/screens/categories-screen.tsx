import { shallowEqual, useSelector } from '@xstate/react';
import { countOf, PRODUCT_FORMS } from '../../../contract/plural';
import { categoryEditorMachine } from '../../../machines/category-editor/category-editor.machine';
import { selectEditing } from '../../../machines/category-editor/category-editor.selectors';
import { FieldFrame, FormField } from '../../components/ui/form-field';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { useForm } from '../../lib/use-form';
import { useLoader } from '../../lib/use-loader';
import { useScreenActor } from '../../lib/use-screen-actor';
import {
  CATEGORY_LIST_ID,
  categoryCreateForm,
  categoryEditForm,
  categoryListLoader,
} from '../actors/catalog.actors';
import { ActionNotice, AdminScreen } from '../admin-ui';

type Category = { id: number; name: string; slug: string; parentId: number | null; productCount: number };

/** The categories as the tree they form, each with its depth, in name order. */
function treeOf(items: readonly Category[]): { category: Category; depth: number }[] {
  const children = new Map<number | null, Category[]>();
  for (const item of items) children.set(item.parentId, [...(children.get(item.parentId) ?? []), item]);
  const known = new Set(items.map((item) => item.id));
  const rows: { category: Category; depth: number }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const category of (children.get(parentId) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'sr')))
      if (!rows.some((row) => row.category.id === category.id)) {
        rows.push({ category, depth });
        walk(category.id, depth + 1);
      }
  };
  walk(null, 0);
  // A category whose parent is missing still shows, at the top.
  for (const item of items) if (item.parentId !== null && !known.has(item.parentId)) walk(item.parentId, 0);
  return rows;
}

/** Where a category may go: the top, or any category that is not itself or below it. */
function ParentSelect({
  label,
  categories,
  excluded,
  field,
}: {
  label: string;
  categories: readonly Category[];
  excluded?: number;
  field: ReturnType<ReturnType<typeof useForm>['field']>;
}) {
  const below = new Set<number>(excluded === undefined ? [] : [excluded]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of categories)
      if (item.parentId !== null && below.has(item.parentId) && !below.has(item.id)) {
        below.add(item.id);
        grew = true;
      }
  }
  return (
    <FieldFrame label={label} error={field.error}>
      {(control) => (
        <select {...control} name={field.name} value={field.value} onChange={field.onChange}>
          <option value="">Glavna kategorija (bez nadređene)</option>
          {treeOf(categories)
            .filter(({ category }) => !below.has(category.id))
            .map(({ category, depth }) => (
              <option key={category.id} value={String(category.id)}>
                {`${'— '.repeat(depth)}${category.name}`}
              </option>
            ))}
        </select>
      )}
    </FieldFrame>
  );
}

function CreateCategory({ categories }: { categories: readonly Category[] }) {
  const form = useForm(categoryCreateForm, { values: { name: '', parentId: '' } });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      noValidate
      className="admin-form inline"
      aria-label="Nova kategorija"
    >
      <FormField label="Naziv nove kategorije" {...form.field('name')} />
      <ParentSelect label="Nadređena kategorija" categories={categories} field={form.field('parentId')} />
      <button type="submit" className="button primary" disabled={form.busy}>
        Dodaj kategoriju
      </button>
      {form.status === 'succeeded' && <ActionNotice kind="success">Kategorija je dodata.</ActionNotice>}
      {form.status === 'failed' && form.error && <ActionNotice kind="error">{form.error}</ActionNotice>}
    </form>
  );
}

function EditCategory({
  category,
  categories,
  mode,
  onDone,
}: {
  category: Category;
  categories: readonly Category[];
  mode: 'rename' | 'move';
  onDone: () => void;
}) {
  const values: Record<string, string> =
    mode === 'rename' ? { name: category.name } : { parentId: String(category.parentId ?? '') };
  const form = useForm(categoryEditForm, { values, extra: category.id });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-form inline">
      {mode === 'rename' ? (
        <FormField label={`Novi naziv za „${category.name}“`} {...form.field('name')} />
      ) : (
        <ParentSelect
          label={`Premesti „${category.name}“ u`}
          categories={categories}
          excluded={category.id}
          field={form.field('parentId')}
        />
      )}
      <button type="submit" className="button primary" disabled={form.busy}>
        Sačuvaj
      </button>
      <button type="button" className="button secondary" onClick={onDone}>
        {form.status === 'succeeded' ? 'Zatvori' : 'Odustani'}
      </button>
      {form.status === 'succeeded' && <ActionNotice kind="success">Kategorija je sačuvana.</ActionNotice>}
      {form.status === 'failed' && form.error && <ActionNotice kind="error">{form.error}</ActionNotice>}
    </form>
  );
}

/** Kategorije: the tree, a new category, and each one renamed or moved in place. */
export function CategoriesScreen() {
  const { status, data, error, retry } = useLoader(categoryListLoader, null, { systemId: CATEGORY_LIST_ID });
  const editor = useScreenActor('categoryEditor', categoryEditorMachine);
  const editing = useSelector(
    editor,
    (snapshot) => (snapshot ? selectEditing(snapshot) : null),
    shallowEqual,
  );
  const items = data?.items ?? [];
  return (
    <AdminScreen title="Kategorije">
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {!data && status === 'loading' && <PageLoading />}
      {data && (
        <>
          <CreateCategory categories={items} />
          <ul className="admin-tree" aria-label="Stablo kategorija">
            {treeOf(items).map(({ category, depth }) => (
              <li key={category.id} style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
                <span className="admin-tree-name">
                  {category.name}{' '}
                  <span className="admin-sub">({countOf(category.productCount, PRODUCT_FORMS)})</span>
                </span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Preimenuj: ${category.name}`}
                  onClick={() => editor?.send({ type: 'categoryEditor.rename', categoryId: category.id })}
                >
                  Preimenuj
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Premesti: ${category.name}`}
                  onClick={() => editor?.send({ type: 'categoryEditor.move', categoryId: category.id })}
                >
                  Premesti
                </button>
                {editing?.categoryId === category.id && (
                  <EditCategory
                    key={editing.mode}
                    category={category}
                    categories={items}
                    mode={editing.mode}
                    onDone={() => editor?.send({ type: 'categoryEditor.close' })}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminScreen>
  );
}
