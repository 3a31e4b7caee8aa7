// The app's one error boundary: shows `fallback` in place of children that throw while they render (a lazy module
// that could not be downloaded among them) and tells `onError`. Used around each routed page (PageBoundary) and around
// the map's engine (LazyListingMap).
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands in the children's place once they have thrown. */
  fallback: ReactNode;
  onError?: (error: unknown) => void;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
