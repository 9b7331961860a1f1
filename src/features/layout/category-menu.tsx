import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { categoriesLoader } from '../../actors/layout.screen-data';
import { useRouteSlug } from '../../lib/route-flags';
import { useLoader } from '../../lib/use-loader';
import { CategoryMenuItem } from './category-menu-item';
import { MenuIcon } from './header-icons';

/**
 * The header's category menu: top categories with their subcategories behind disclosure buttons.
 * Below 1200 px the whole menu folds behind the "Kategorije" button, a dropdown that scrolls on its
 * own (layout.css).
 */
export function CategoryMenu() {
  const { status, data, retry } = useLoader(categoriesLoader, undefined);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const [location] = useLocation();
  const currentSlug = useRouteSlug();
  const [shownAt, setShownAt] = useState(location);
  // A chosen link closes the menu.
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
    setExpanded(null);
  }
  const anyOpen = open || expanded !== null;

  useEffect(() => {
    if (!anyOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) {
        setOpen(false);
        setExpanded(null);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [anyOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !anyOpen) return;
    const toggle = expanded
      ? nav.current?.querySelector<HTMLButtonElement>(`[data-category="${expanded}"]`)
      : nav.current?.querySelector<HTMLButtonElement>('.category-menu-toggle');
    if (expanded) setExpanded(null);
    else setOpen(false);
    toggle?.focus();
  };

  return (
    <nav ref={nav} aria-label="Kategorije" className="category-menu" onKeyDown={onKeyDown}>
      <div className="container">
        <button
          type="button"
          className="category-menu-toggle button secondary"
          aria-expanded={open}
          aria-controls="category-menu-list"
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
          <span className="header-action-label">Kategorije</span>
        </button>
        <ul id="category-menu-list" className={open ? 'category-menu-list open' : 'category-menu-list'}>
          <li className="category-menu-item">
            <div className="category-menu-head">
              <Link href="/proizvodi">Svi proizvodi</Link>
            </div>
          </li>
          {data?.map((category) => (
            <CategoryMenuItem
              key={category.id}
              category={category}
              currentSlug={currentSlug}
              expanded={expanded === category.slug}
              onToggle={() => setExpanded(expanded === category.slug ? null : category.slug)}
            />
          ))}
          {status === 'failed' && !data && (
            <li className="category-menu-item">
              <button type="button" className="link-button" onClick={retry}>
                Kategorije nisu učitane, pokušajte ponovo
              </button>
            </li>
          )}
        </ul>
      </div>
    </nav>
  );
}
