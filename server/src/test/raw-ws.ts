/**
 * A bare WebSocket client for the local chat server's tests: sends exactly the frames it is given
 * (malformed JSON, fragments, binary, oversized frames), which no SDK would, and reports when the
 * server closes the connection.
 *
 *   const ws = await rawSocket(port);
 *   ws.sendText('{"t":"d","d":{}}');
 *   expect(await ws.closed(5000)).toBe(true);
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';

export interface RawSocket {
  /** Text messages received (the server's handshake first). */
  received: string[];
  sendText(text: string): void;
  sendBinary(data: Buffer): void;
  /** Resolves true once the server closed the connection (close frame or end), false after `ms`. */
  closed(ms: number): Promise<boolean>;
  /** The close code the server sent (undefined when it only dropped the connection). */
  closeCode?: number;
  destroy(): void;
}

function frame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const len = payload.length;
  const head = len < 126 ? Buffer.from([0x80 | opcode, 0x80 | len]) : len < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (len >= 126 && len < 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 0x80 | 126;
    head.writeUInt16BE(len, 2);
  } else if (len >= 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 0x80 | 127;
    head.writeBigUInt64BE(BigInt(len), 2);
  }
  const body = Buffer.alloc(len);
  for (let i = 0; i < len; i++) body[i] = payload[i] ^ mask[i % 4];
  return Buffer.concat([head, mask, body]);
}

export function rawSocket(port: number, host = '127.0.0.1'): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    let isClosed = false;
    const waiters: Array<() => void> = [];
    const markClosed = () => {
      if (isClosed) return;
      isClosed = true;
      for (const w of waiters.splice(0)) w();
    };
    const ws: RawSocket = {
      received: [],
      sendText: (text) => void socket.write(frame(1, Buffer.from(text))),
      sendBinary: (data) => void socket.write(frame(2, data)),
      closed: (ms) =>
        isClosed
          ? Promise.resolve(true)
          : new Promise((res) => {
              const timer = setTimeout(() => res(false), ms);
              waiters.push(() => {
                clearTimeout(timer);
                res(true);
              });
            }),
      destroy: () => socket.destroy(),
    };
    const parse = () => {
      while (buffer.length >= 2) {
        const opcode = buffer[0] & 0x0f;
        let len = buffer[1] & 0x7f;
        let offset = 2;
        if (len === 126) {
          if (buffer.length < 4) return;
          len = buffer.readUInt16BE(2);
          offset = 4;
        } else if (len === 127) {
          if (buffer.length < 10) return;
          len = Number(buffer.readBigUInt64BE(2));
          offset = 10;
        }
        if (buffer.length < offset + len) return;
        const payload = buffer.subarray(offset, offset + len);
        buffer = buffer.subarray(offset + len);
        if (opcode === 1) ws.received.push(payload.toString('utf8'));
        if (opcode === 8) {
          ws.closeCode = payload.length >= 2 ? payload.readUInt16BE(0) : undefined;
          markClosed();
          socket.end();
        }
      }
    };
    socket.on('connect', () => {
      socket.write(
        `GET /.ws?v=5&ns=ironscore HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString();
        buffer = buffer.subarray(end + 4);
        if (!/^HTTP\/1\.1 101/.test(head)) {
          reject(new Error(`no upgrade: ${head.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        upgraded = true;
        resolve(ws);
      }
      parse();
    });
    socket.on('error', (err) => {
      if (!upgraded) reject(err);
      markClosed();
    });
    socket.on('close', markClosed);
  });
}
