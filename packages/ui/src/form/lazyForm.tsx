/**
 * A form loaded when it first renders (issue 27 item 2, the JavaScript budget): the form's code and
 * react-hook-form stay out of a page's first load and come in the first time the form renders (its
 * dialog opens, an edit or comment box shows). A light placeholder (a spinner) shows while the chunk
 * loads. The dialog, and any gate before it opens, stay in the page's code; only the form is lazy.
 * A chunk that does not load shows the "could not be loaded" message with Retry in the form's place
 * (inside the dialog's body): Retry loads the chunk again; the rest of the page is untouched.
 */
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from '../components/LoadFailed';
import { Spinner } from '../components/Spinner';

/** The form's chunk did not load (what the boundary below shows a Retry for). */
class FormLoadError extends Error {
  constructor(cause: unknown) {
    super('The form could not be loaded', { cause });
    this.name = 'FormLoadError';
  }
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed load of the form's chunk; any other error goes on to the boundary above. */
class FormLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof FormLoadError)) throw error;
    return <LoadFailed what="The form" bare onRetry={this.props.onRetry} />;
  }
}

/** `load` resolves with the form component (e.g. `() => import('./ReviewForm').then((m) => m.ReviewForm)`). */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React keeps a lazy component's failure: after one, the next render gets a fresh one (loads again).
  const start = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Loaded = start();
          throw new FormLoadError(error);
        },
      ),
    );
  let Loaded = start();
  function LazyForm(props: P) {
    const [attempt, setAttempt] = useState(0);
    return (
      <FormLoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<Spinner center />}>
          <Loaded {...props} />
        </Suspense>
      </FormLoadBoundary>
    );
  }
  return LazyForm;
}
