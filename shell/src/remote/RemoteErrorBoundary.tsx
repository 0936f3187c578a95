import { Component, type ReactNode } from 'react';

interface Props {
  /** When this changes (e.g. the pathname), a caught error is cleared. */
  resetKey: string;
  fallback: (reset: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

/** Catches a remote's render errors so they stay inside its area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.errorKey === null) return { errorKey: props.resetKey };
    if (state.error && state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error('IronScore: a remote failed while rendering', error);
  }

  reset = () => this.setState({ error: null, errorKey: null });

  render() {
    if (this.state.error) return this.props.fallback(this.reset, this.state.error);
    return this.props.children;
  }
}
