/**
 * A form loaded when its dialog opens (issue 27 item 2, the JavaScript budget): the form's code and
 * react-hook-form stay out of a page's first load and come in the first time the form renders. A
 * light placeholder (a spinner) shows inside the modal while the chunk loads. The dialog, and any
 * gate before it opens, stay in the page's code; only the form inside is lazy.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import { Spinner } from '../components/Spinner';

/** `load` resolves with the form component (e.g. `() => import('./ReviewForm').then((m) => m.ReviewForm)`). */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyForm(props: P) {
    return (
      <Suspense fallback={<Spinner center />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyForm;
}
