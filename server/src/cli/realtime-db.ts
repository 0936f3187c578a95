/**
 * The local Realtime Database server (src/realtime/local-server.ts) as a process:
 *
 *   node --import tsx src/cli/realtime-db.ts --host 127.0.0.1 --port 9000 --data <DATA_DIR>/rtdb/data.json
 *
 * The token secret comes from REALTIME_DB_SECRET (the API mints tokens with the same one).
 * Writes are journalled beside the data file before they are acknowledged (a kill -9 loses nothing
 * acknowledged; the next start replays the journal); SIGINT/SIGTERM compact it into the data file
 * and stop. `npm start` starts it again when it exits (scripts/lib/stack.mjs).
 */
import { startLocalRealtimeDb } from '../realtime/local-server';

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

async function main() {
  const host = arg('host', '127.0.0.1');
  const port = Number(arg('port', '9000'));
  const dataFile = arg('data');
  const secret = process.env.REALTIME_DB_SECRET ?? '';
  const db = await startLocalRealtimeDb({ host, port, secret, dataFile, log: (l) => console.error(`[realtime-db] ${l}`) });
  console.log(`[realtime-db] listening on ws://${host}:${db.port} (data in ${dataFile})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await db.close();
    } catch (err) {
      console.error('[realtime-db] closing failed (the journal is replayed at the next start):', err);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error('[realtime-db] failed to start:', err);
  process.exit(1);
});
