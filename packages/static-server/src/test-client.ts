// The tests' HTTP client: node's http, since fetch would decode the body and hide the Content-Encoding.
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** GET `p` from the server on 127.0.0.1:`port`, the body as sent. */
export const rawGet = (port: number, p: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
