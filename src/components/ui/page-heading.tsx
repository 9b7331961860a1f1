import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pageHead } from '../../../contract/page-head';
import { applyHead } from '../../lib/document-head';

let firstPage = true;

type Props = {
  children: ReactNode;
  /** The page's name for its title when the heading is not plain text. */
  title?: string;
  /** A data page's own meta description (contract/page-head.ts), as the server renders it. */
  description?: string | undefined;
};

/**
 * A page's h1 and the document's head: title, description, canonical and robots follow the same
 * rules as the server's page shell (contract/page-head.ts). After a navigation inside the shop the
 * heading takes the focus, so screen-reader and keyboard users start at the new page (not on the
 * first load).
 */
export function PageHeading({ children, title, description }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Decided once per heading: StrictMode runs the effect twice, and the document's first page must
  // not take the focus on the second run.
  const isFirstPage = useRef<boolean | null>(null);
  const [pathname] = useLocation();
  const search = useSearch();
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text)
      applyHead(pageHead(pathname, search, { heading: text, ...(description ? { description } : {}) }));
  }, [text, description, pathname, search]);
  useLayoutEffect(() => {
    if (isFirstPage.current === null) {
      isFirstPage.current = firstPage;
      firstPage = false;
    }
    if (!isFirstPage.current) heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
