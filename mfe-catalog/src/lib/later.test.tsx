// <Later>: the sections under the first screen wait for an idle period on a page the browser
// renders, and are shown at once on a page whose markup the server rendered (ServerMarkup), so the
// browser's first render (the hydration) matches it.
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Later, ServerMarkup, useShown } from './later';

function Block({ name }: { name: string }) {
  return <section>{useShown() ? name : 'placeholder'}</section>;
}

const page = (hydrating: boolean) => (
  <ServerMarkup value={hydrating}>
    <Later>
      <Block name="reviews" />
      <Block name="brands" />
    </Later>
  </ServerMarkup>
);

it('a page the browser renders shows the later sections’ placeholders first', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(false));
  expect(container.textContent).toBe('placeholderplaceholder');
});

it('a page the server rendered has the later sections’ content, and the browser hydrates it as it is', async () => {
  const html = renderToString(page(true));
  expect(html).toBe('<section>reviews</section><section>brands</section>');
  const container = document.createElement('div');
  container.innerHTML = html;
  const first = container.firstChild;
  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(true), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.firstChild).toBe(first);
  expect(container.textContent).toBe('reviewsbrands');
});
