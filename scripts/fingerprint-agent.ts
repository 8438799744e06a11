// `npm run fingerprint-agent`: stands for the fingerprint reader on the cashier's machine.
//
//   enroll <user_id> --finger <file>   stores the file's bytes as <user_id>'s template (POST user-fingerprint).
//                                      Logs in with FP_AGENT_USER / FP_AGENT_PASSWORD (an OWN or SU: enrolling a
//                                      biometric is a person's act, recorded as enrolled_by) and logs out after.
//   scan [--finger <file>]             waits for scan requests from browsers and answers each with a scan. Connects
//                                      with the service token FP_AGENT_TOKEN (the server's FINGERPRINT_AGENT_TOKEN),
//                                      not a user's session: a device must not hold a person's one session.
//
// The sensor of this build is a file: each request reads --finger at that moment (the finger now on the reader),
// or, without --finger, asks on stdin for the path of one (an empty line is a failed scan). A scan matches when
// its bytes equal the enrolled template; the server checks the same again before it believes the agent.
// The server is KILAU_URL (default http://127.0.0.1:3000).
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';

const AGENT_ROLE = 'fingerprint-agent';
const serverUrl = (process.env.KILAU_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

interface ScanRequest {
  auth_for: string;
  user_id: string;
  template: string;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function call(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${serverUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(String(answer.message ?? res.statusText));
  return answer;
}

async function enroll(userId: string | undefined, finger: string | undefined): Promise<void> {
  if (!userId || !finger) fail('Pemakaian: fingerprint-agent enroll <user_id> --finger <berkas>');
  const user = process.env.FP_AGENT_USER;
  const password = process.env.FP_AGENT_PASSWORD;
  if (!user || !password) fail('FP_AGENT_USER dan FP_AGENT_PASSWORD (user OWN atau SU) harus diisi untuk enroll');
  const bytes = (await readFile(finger)).toString('base64');
  const { token } = (await call('users/login', { user_id: user, password })) as { token: string };
  try {
    const answer = await call('user-fingerprint', { user_id: userId, bytes }, token);
    console.log(`${answer.message}: ${userId.toUpperCase()}`);
  } finally {
    await call('users/logout', { user_id: user }, token).catch(() => undefined);
  }
}

/** Reads one scan: the --finger file now, or a path typed on stdin. Null when there is no finger to read. */
function sensor(finger: string | undefined): () => Promise<Buffer | null> {
  const prompt = finger ? undefined : createInterface({ input: process.stdin, output: process.stdout });
  let closed = false;
  prompt?.on('close', () => (closed = true));
  return async () => {
    try {
      if (finger) return await readFile(finger);
      if (closed) return null;
      const path = (await prompt!.question('Letakkan jari: ketik path berkas sidik jari (kosong = gagal): ')).trim();
      return path ? await readFile(path) : null;
    } catch {
      return null;
    }
  };
}

function scan(finger: string | undefined): void {
  const token = process.env.FP_AGENT_TOKEN;
  if (!token) fail('FP_AGENT_TOKEN (sama dengan FINGERPRINT_AGENT_TOKEN di server) harus diisi untuk scan');
  const read = sensor(finger);
  const socket: Socket = io(serverUrl, { auth: { token, role: AGENT_ROLE } });
  // One request at a time: a reader holds one finger, and stdin answers one question at a time.
  let queue = Promise.resolve();

  socket.on('connect', () => console.log(`Agen fingerprint terhubung ke ${serverUrl}`));
  socket.on('disconnect', (reason) => console.log(`Agen fingerprint terputus (${reason}), menyambung kembali...`));
  socket.on('connect_error', (error) => {
    if (/invalid token\./i.test(error.message)) fail('Token agen fingerprint ditolak server (FP_AGENT_TOKEN)');
    console.error(`Server belum dapat dihubungi: ${error.message}`);
  });
  socket.on('fingerprint-scan-request', (request: ScanRequest) => {
    queue = queue.then(async () => {
      console.log(`Permintaan scan: ${request.user_id} untuk ${request.auth_for}`);
      const bytes = await read();
      const status = !!bytes && bytes.equals(Buffer.from(request.template, 'base64'));
      socket.emit('fingerprint-result', { status, auth_for: request.auth_for, user_id: request.user_id, fp: bytes?.toString('base64') });
      console.log(`Hasil scan ${request.user_id}: ${status ? 'cocok' : 'tidak cocok'}`);
    });
  });

  const stop = () => {
    socket.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { finger: { type: 'string' } } });
const [command, userId] = positionals;
if (command === 'enroll') await enroll(userId, values.finger).catch((e: Error) => fail(`Enroll gagal: ${e.message}`));
else if (command === 'scan') scan(values.finger);
else fail('Pemakaian: fingerprint-agent enroll <user_id> --finger <berkas> | scan [--finger <berkas>]');
