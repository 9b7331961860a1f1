import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';

let firstPage = true;

/**
 * A page's h1 and the document title. After a navigation inside the shop the heading takes the
 * focus, so screen-reader and keyboard users start at the new page (not on the first load).
 */
export function PageHeading({ children, title }: { children: ReactNode; title?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} | Prodavnica`;
  }, [text]);
  useLayoutEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
