import { Link } from 'wouter';
import type { CategoryNode } from '../../../contract/catalog';

type Props = {
  category: CategoryNode;
  /** The slug of the route shown now (spec §2's category flag), to mark the current category. */
  currentSlug: string | null;
  expanded: boolean;
  onToggle: () => void;
};

/** A top category: its link, and a disclosure button for its subcategories. */
export function CategoryMenuItem({ category, currentSlug, expanded, onToggle }: Props) {
  const current = (slug: string) => (slug === currentSlug ? ('page' as const) : undefined);
  const submenuId = `potkategorije-${category.slug}`;
  const hasChildren = category.children.length > 0;
  return (
    <li className="category-menu-item">
      <div className="category-menu-head">
        <Link href={`/proizvodi/${category.slug}`} aria-current={current(category.slug)}>
          {category.name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            className="category-menu-expand"
            aria-expanded={expanded}
            aria-controls={submenuId}
            aria-label={`Potkategorije: ${category.name}`}
            data-category={category.slug}
            onClick={onToggle}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={submenuId} className="category-submenu" hidden={!expanded}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link href={`/proizvodi/${child.slug}`} aria-current={current(child.slug)}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
