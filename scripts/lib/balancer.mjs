// HAProxy (Debian's package, toolchain.mjs ensureHaproxy) in front of several API instances
// (`npm run scale`, scripts/lib/stack.mjs with apiInstances > 1).
//
// - Round robin over the instances; each is health-checked (GET /health, which answers 503 while
//   its database is unreachable) every HEALTH_INTERVAL_MS, taken out after HEALTH_FALL failed checks
//   (or slower than HEALTH_TIMEOUT_MS) and back in after HEALTH_RISE good ones. A connection the balancer cannot open (an instance
//   just killed, not yet marked down) is retried on another instance: the request never reached an
//   API, so retrying cannot run a write twice. A request already sent to an instance that dies is
//   NOT retried (it may have written): the client gets 502 and decides.
// - The client's address goes to the API in X-Forwarded-For (the API trusts one proxy hop:
//   TRUST_PROXY=1), so per-address limits count clients, not the balancer.
// - Each answer says which instance served it (x-served-by) — for the tests and for debugging.
// - The stats socket (<dataDir>/haproxy.sock, admin level, local only) answers `show stat`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const HEALTH_INTERVAL_MS = 500;
export const HEALTH_FALL = 2;
export const HEALTH_RISE = 2;
export const HEALTH_TIMEOUT_MS = 2_000;
/** Upper bound from an instance dying to the balancer no longer choosing it: fall checks, each at most interval + timeout. */
export const MARKED_DOWN_WITHIN_MS = HEALTH_FALL * (HEALTH_INTERVAL_MS + HEALTH_TIMEOUT_MS) + HEALTH_INTERVAL_MS;

/** Ports of the instances behind the balancer on `apiPort`: apiPort + 1 … apiPort + n. */
export const instancePorts = (apiPort, n) => Array.from({ length: n }, (_, i) => apiPort + 1 + i);

/** Writes the HAProxy configuration and returns its path and the stats socket's. */
export function writeBalancerConfig({ dataDir, host, port, instances }) {
  const file = path.join(dataDir, 'haproxy.cfg');
  const socket = path.join(dataDir, 'haproxy.sock');
  const servers = instances.map((p, i) => `  server api-${i + 1} ${host}:${p} check`).join('\n');
  writeFileSync(
    file,
    `# written by scripts/lib/balancer.mjs at each start of the scaled stack
global
  maxconn 4096
  stats socket ${socket} mode 600 level admin
  log stderr format short local0 notice

defaults
  mode http
  log global
  option dontlognull
  timeout connect 1s
  timeout client 120s
  timeout server 120s
  timeout http-keep-alive 30s
  timeout check ${HEALTH_TIMEOUT_MS}
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend api
  bind ${host}:${port}
  option forwardfor
  default_backend apis

backend apis
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter ${HEALTH_INTERVAL_MS} fastinter ${HEALTH_INTERVAL_MS} downinter ${HEALTH_INTERVAL_MS} fall ${HEALTH_FALL} rise ${HEALTH_RISE}
  http-response set-header x-served-by %[srv_name]
${servers}
`,
  );
  return { file, socket };
}
