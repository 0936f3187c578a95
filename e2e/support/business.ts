// Business-area set-up steps through the API (the setup wizard's save, the manager's decisions):
// for suites whose subject is something else (e.g. the registration suite publishing a listing).
import { API_KEY, API_URL } from './constants';
import { apiCall, type EnvelopeReply } from './api';

/** A valid 8×8 PNG (the server re-encodes every upload). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4HyWPFTEMLQkA8uReAflDW1YAAAAASUVORK5CYII=',
  'base64',
);

/** POSTs a call as multipart form data; Buffer values become PNG file parts. */
export async function apiMultipart<T = unknown>(name: string, fields: Record<string, string | number | Buffer>, token?: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Buffer.isBuffer(value)) body.set(key, new Blob([new Uint8Array(value)], { type: 'image/png' }), `${key}.png`);
    else body.set(key, String(value));
  }
  const headers: Record<string, string> = { 'x-api-key': API_KEY };
  if (token) headers['x-auth-token'] = token;
  const res = await fetch(`${API_URL}/api/${name}`, { method: 'POST', body, headers });
  return (await res.json()) as EnvelopeReply<T>;
}

/** The options of the setup (ids from the dashboard answer). */
export async function setupOptions(token: string, type: 'source' | 'brand') {
  const reply = await apiMultipart<{ countries: { country_id: number; country_name: string }[]; payment_methods?: { payment_method_id: number }[]; source_categories?: { category_id: number }[] }>(
    type === 'source' ? 'Get_SourceDashboard' : 'Get_BrandDashboard',
    {},
    token,
  );
  if (!reply.status || !reply.data) throw new Error(`dashboard: ${reply.message}`);
  return reply.data;
}

async function firstPublishedSourceId(): Promise<number> {
  const reply = await apiCall<{ source_id: number }[]>('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const id = reply.data?.[0]?.source_id;
  if (!id) throw new Error(`no published source: ${reply.message}`);
  return id;
}

/** Completes the setup of the signed-in business through the API (what the wizard sends). */
export async function completeSetupByApi(token: string, type: 'source' | 'brand') {
  const o = await setupOptions(token, type);
  const ids = o.countries.map((c) => c.country_id);
  const common = {
    continents_can_ship: JSON.stringify(ids.slice(0, 3)),
    continents_cannot_ship: JSON.stringify(ids.slice(3, 5)),
  };
  const reply =
    type === 'source'
      ? await apiMultipart('Set_SourceSetup', {
          ...common,
          source_main_logo: TINY_PNG,
          source_site_logo_file: TINY_PNG,
          payment_methods: JSON.stringify([o.payment_methods![0]!.payment_method_id]),
          source_category: o.source_categories![0]!.category_id,
          source_country: o.countries[0]!.country_name,
          source_since: '2016',
          source_delivery_time: '1 - 3 Days',
          source_description: '<p>Set up by the e2e suite.</p>',
        }, token)
      : await apiMultipart('Set_BrandSetup', {
          ...common,
          brand_main_logo: TINY_PNG,
          brand_site_logo_file: TINY_PNG,
          brand_country: o.countries[0]!.country_name,
          brand_since: '2016',
          brand_description: '<p>Set up by the e2e suite.</p>',
          // step 5 needs an official seller: the first published source
          brand_offical_resellers: JSON.stringify([await firstPublishedSourceId()]),
        }, token);
  if (!reply.status) throw new Error(`setup: ${reply.message}`);
}
