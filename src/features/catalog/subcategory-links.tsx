import { Link } from 'wouter';
import type { CategoryNode } from '../../../contract/catalog';
import { categoriesLoader } from '../../actors/layout.screen-data';
import { useLoader } from '../../lib/use-loader';

function findCategory(nodes: readonly CategoryNode[], slug: string): CategoryNode | null {
  for (const node of nodes) {
    if (node.slug === slug) return node;
    const inner = findCategory(node.children, slug);
    if (inner) return inner;
  }
  return null;
}

/**
 * Links one level down the category tree: the top categories on /proizvodi, a category's
 * subcategories on its page. Without the tree (still loading, or failed) the listing works on.
 */
export function SubcategoryLinks({ slug }: { slug: string | undefined }) {
  const { status, data } = useLoader(categoriesLoader, undefined);
  if (!data)
    return status === 'loading' ? <div className="subcategories placeholder" aria-hidden="true" /> : null;
  const nodes = slug ? (findCategory(data, slug)?.children ?? []) : data;
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={slug ? 'Podkategorije' : 'Kategorije proizvoda'} className="subcategories">
      <ul>
        {nodes.map((node) => (
          <li key={node.id}>
            <Link href={`/proizvodi/${node.slug}`}>
              {node.name} <span className="count">({node.productCount})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
