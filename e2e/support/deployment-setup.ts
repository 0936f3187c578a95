// The global set-up of a run against a deployment (E2E_BASE_URL): nothing is started; the site and
// its API must answer, and the API's version is printed (GET /api, its call catalogue).
import { API_URL, SHELL_URL } from './constants';

export default async function deploymentSetup() {
  const site = await fetch(SHELL_URL).catch((error: Error) => error);
  if (site instanceof Error || !site.ok) throw new Error(`the site at ${SHELL_URL} does not answer: ${site instanceof Error ? site.message : site.status}`);
  const api = await fetch(`${API_URL}/api`).catch((error: Error) => error);
  if (api instanceof Error || !api.ok) throw new Error(`the API at ${API_URL} does not answer GET /api: ${api instanceof Error ? api.message : api.status}`);
  const catalogue = (await api.json()) as { data?: { version?: string; build?: string | null } };
  console.log(`e2e against ${SHELL_URL} (API ${API_URL}, version ${catalogue.data?.version ?? '?'}${catalogue.data?.build ? `, build ${catalogue.data.build}` : ''})`);
}
