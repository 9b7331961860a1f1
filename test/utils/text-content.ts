import type { MatcherFunction } from '@testing-library/react';

/**
 * Matches the element whose whole text is `text`, though its parts sit in child elements (a
 * heading with the shopper's query in a span of its own), and not its ancestors.
 */
export const wholeText =
  (text: string): MatcherFunction =>
  (_, element) =>
    element?.textContent === text && [...element.children].every((child) => child.textContent !== text);
