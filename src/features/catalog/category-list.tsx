import { useEffect, useState } from 'react';
import type { CategoryNode } from '../../../contract/catalog';
import { countOf } from '../../../contract/plural';
import { fetchCategories } from '../../api/catalog';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; categories: CategoryNode[] };

const productForms = ['proizvod', 'proizvoda', 'proizvoda'] as const;

/** The top categories with their product counts, straight from the API. */
export function CategoryList() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    fetchCategories()
      .then((categories) => setState({ status: 'ready', categories }))
      .catch(() => setState({ status: 'error' }));
  }, []);

  if (state.status === 'loading') return <p aria-busy="true">Učitavanje kategorija…</p>;
  if (state.status === 'error')
    return <p role="alert">Kategorije trenutno nisu dostupne. Pokušajte ponovo.</p>;
  return (
    <ul className="category-list">
      {state.categories.map((category) => (
        <li key={category.id}>
          <a href={`/proizvodi/${category.slug}`}>{category.name}</a>{' '}
          <span>({countOf(category.productCount, productForms)})</span>
        </li>
      ))}
    </ul>
  );
}
