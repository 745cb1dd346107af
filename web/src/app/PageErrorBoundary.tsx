import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught failure. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/**
 * Catches a page that throws or whose code fails to download (common on patchy mobile data)
 * and shows RouteErrorPage in its place, until the person moves to another page.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
