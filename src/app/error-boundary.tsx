import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../features/errors/error-page';
import { isBot, serverError } from '../features/errors/route-error';
import { reloadForChunkError } from '../lib/chunk-reload';

type Props = {
  children: ReactNode;
  userAgent?: string;
  /** The current path: the error page gives way once the shopper goes elsewhere. */
  location?: string;
};
type State = { error: unknown };

/**
 * Spec §2: a render error shows the error page, except to search-engine and preview bots, who get
 * none. A page chunk that failed to load reloads the page first (spec §4, once per 10 s per path).
 */
export class ShopErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.location !== this.props.location)
      this.setState({ error: null });
  }

  override componentDidCatch(error: unknown) {
    if (reloadForChunkError(error)) return;
    console.error('Greška pri prikazu stranice', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isBot(this.props.userAgent ?? navigator.userAgent)) return null;
    return <ErrorPage error={serverError()} />;
  }
}
