/**
 * The malformed frames of issue 22 (and their neighbours), as a table: each must be dropped and
 * its connection closed by the local chat server, which keeps serving its other clients.
 * src/realtime/local-server.test.ts runs it against the server process.
 */
import type { RawSocket } from './raw-ws';

export interface MalformedFrame {
  name: string;
  send(ws: RawSocket): void;
  /** How long the server may take to close (default 5 s). */
  closeWithinMs?: number;
}

const text = (name: string, frame: string): MalformedFrame => ({ name, send: (ws) => ws.sendText(frame) });
const set = (p: unknown, d: unknown) => JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p, d } } });
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export const MALFORMED_FRAMES: MalformedFrame[] = [
  text('empty request {"t":"d","d":{}}', '{"t":"d","d":{}}'),
  text('missing d', '{"t":"d"}'),
  text('null d', '{"t":"d","d":null}'),
  text('missing b', '{"t":"d","d":{"r":1,"a":"p"}}'),
  text('null b', '{"t":"d","d":{"r":1,"a":"p","b":null}}'),
  text('listen without a path', '{"t":"d","d":{"r":1,"a":"l","b":{}}}'),
  text('path with #', set('/chats/1#x', 1)),
  text('path with [', set('/chats/[1', 1)),
  text('path with ]', set('/chats/1]', 1)),
  text('path with $', set('/chats/$1', 1)),
  text('path with .', set('/chats/1.5', 1)),
  text('number as path', set(5, 1)),
  text('object as path', set({ a: 1 }, 1)),
  text('null path', set(null, 1)),
  text('5,000-deep JSON data', `{"t":"d","d":{"r":1,"a":"p","b":{"p":"/x","d":${nested(5000)}}}}`),
  text('5,000-deep JSON array', `${'['.repeat(5000)}${']'.repeat(5000)}`),
  text('33 levels of data (the limit is 32)', set('/x', JSON.parse(nested(33)))),
  text('update with a string', '{"t":"d","d":{"r":1,"a":"m","b":{"p":"/x","d":"text"}}}'),
  text('update with a bad key', '{"t":"d","d":{"r":1,"a":"m","b":{"p":"/x","d":{"a#b":1}}}}'),
  text('update naming a path and its ancestor', '{"t":"d","d":{"r":1,"a":"m","b":{"p":"/","d":{"x":1,"x/y":2}}}}'),
  text('key with a control character', set('/x', { 'a\u0001b': 1 })),
  text('key longer than 768 bytes', set('/x', { ['k'.repeat(769)]: 1 })),
  text('path longer than 768 bytes', set(`/${'a'.repeat(500)}/${'b'.repeat(500)}`, 1)),
  text('data whose paths pass 768 bytes', set(`/${'a'.repeat(500)}`, { ['b'.repeat(500)]: 1 })),
  text('array as data', set('/x', [1, 2])),
  text('infinite number', '{"t":"d","d":{"r":1,"a":"p","b":{"p":"/x","d":1e999}}}'),
  text('unknown server value', set('/x', { '.sv': 'increment' })),
  text('auth with a number', '{"t":"d","d":{"r":1,"a":"auth","b":{"cred":5}}}'),
  text('request id not a number', '{"t":"d","d":{"r":"x","a":"l","b":{"p":"/"}}}'),
  text('unknown action', '{"t":"d","d":{"r":1,"a":"zz","b":{}}}'),
  text('unknown message type', '{"t":"x","d":{}}'),
  text('not JSON', 'hello'),
  text('JSON that is not an object', '[1,2,3]'),
  text('a fragment that never completes (no count)', '{"t":"d","d":{"r":1,"a":"p","b":{"p":"/x","d":'),
  { name: 'binary frame', send: (ws) => ws.sendBinary(Buffer.from('{"t":"d","d":{}}')) },
  { name: 'oversized frame (1 MiB)', send: (ws) => ws.sendText(`{"t":"d","d":{"r":1,"a":"p","b":{"p":"/x","d":"${'a'.repeat(1 << 20)}"}}}`) },
  text('announces too many fragments', '99999'),
  {
    name: 'fragments beyond the message limit (32 MiB announced in 60 KiB frames)',
    send: (ws) => {
      ws.sendText('512');
      const chunk = 'a'.repeat(60 * 1024);
      for (let i = 0; i < 512; i++) ws.sendText(chunk);
    },
  },
  {
    name: 'announced fragments that never complete',
    send: (ws) => {
      ws.sendText('3');
      ws.sendText('{"t":"d","d":{"r":1,');
    },
    closeWithinMs: 20_000,
  },
];
