/**
 * Test helpers of the console's screens: render a page at a path inside a memory router and a
 * fresh QueryClient, and answer `api.call` by call name. Test files must mock '@ironscore/api':
 *   jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Envelope } from '@ironscore/contract';
import { DataProvider, createQueryClient } from '@ironscore/data';
import { answerCalls as answerCallsBy, type CallTable } from '@ironscore/api/src/testing';
export { callMock, payloadsOf, type Responder } from '@ironscore/api/src/testing';
import '../calls';

export const ok = <D,>(data: D, extra: Record<string, unknown> = {}): Envelope<D> => ({ status: true, message: '', data, ...extra });
export const refused = (message = 'Refused'): Envelope<null> => ({ status: false, message, data: null });
/** Answer api.call by name; unlisted calls answer ok(null). */
export const answerCalls = (table: CallTable) => answerCallsBy(table, ok(null));

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

export function renderAt(path: string, element: ReactElement) {
  return render(
    <DataProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <Where />
      </MemoryRouter>
    </DataProvider>,
  );
}
