// Starts the server: read the environment, prepare the database, listen, attach live events.
import { readConfig } from './config';
import { prepareDatabaseOrExit } from './boot';
import { buildApp } from './app';
import { attachRealtime } from './realtime';
import { fillDemoShop } from './demo';
import { fillDemoItems } from './inventory/demo-items';
import { ownerBanner } from './first-start';

const config = readConfig();
const started = Date.now();
const { db, first } = await prepareDatabaseOrExit(config);
const log = (line: string) => console.log(line);
if (process.argv.includes('--demo')) await fillDemoShop(db, log);
// --items N (npm run demo -- --items 200000): N more demo items on the trays, each with its ledger row.
const itemsArg = process.argv.indexOf('--items');
if (itemsArg >= 0) {
  const n = Number(process.argv[itemsArg + 1]);
  if (!Number.isInteger(n) || n < 1) {
    console.error('--items membutuhkan jumlah barang, misalnya: npm run demo -- --items 200000');
    process.exit(1);
  }
  try {
    await fillDemoItems(db, n, log);
  } catch (e) {
    console.error((e as Error).message);
    await db.close();
    process.exit(1);
  }
}
const { app, ctx } = await buildApp(config, db);
await app.listen({ port: config.port, host: config.host });
const io = attachRealtime(app.server, ctx);

const stop = async () => {
  // socket.io holds open connections that would keep the HTTP server from closing.
  await new Promise<void>((resolve) => void io.close(() => resolve()));
  await app.close();
  await db.close();
  process.exit(0);
};
// Before the ready line: whoever reads it (a person, a supervisor, a test) may stop the server at once, and a signal
// that came before its handler would end the process without closing the database or releasing the data folder.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`Kilau siap di http://${config.host}:${config.port} (${db.kind}, ${Date.now() - started} ms). Tekan Ctrl+C untuk berhenti.`);
// After the ready line, on stdout and not through the JSON log: the one time the password is shown.
if (first.owner) console.log(ownerBanner(first.owner));
