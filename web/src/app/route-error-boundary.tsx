import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

type Props = { children: ReactNode; locationKey: string };
type State = { failed: boolean; locationKey: string };

/**
 * Last-resort catch for errors thrown while rendering a screen (what a data router's errorElement
 * did). The usual cause in production is a lazy chunk that vanished with a new deploy. Moving to
 * another page (back button, a link in the error screen's place) tries again.
 */
class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary locationKey={key}>{children}</ErrorBoundary>;
}
