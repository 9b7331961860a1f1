import { type ReactNode, createContext } from 'react';
import type { Product } from '../../../contract/catalog';

/**
 * A line a page adds under each card's price (the sale page: "Akcija traje do 15. decembra
 * 2026."), without threading it through the listing's layers; none by default.
 */
export const CardNoteContext = createContext<((product: Product) => ReactNode) | null>(null);
