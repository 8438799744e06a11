// Runs the fingerprint agent (scripts/fingerprint-agent.ts) as its own process, as on a cashier's machine:
// `enroll` to completion, or `scan` in the background until stopped, reading each scan from a file (--finger) or,
// without one, from the path the test types on its stdin (a person putting a finger on the reader when asked).
// Started with node, not npx, so the PID stopped is the agent's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';

const SCRIPT = join(ROOT, 'scripts', 'fingerprint-agent.ts');

const agentEnv = (url: string, env: Record<string, string>) => ({ ...process.env, KILAU_URL: url, ...env });

export async function runAgent(url: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: ROOT, env: agentEnv(url, env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

export interface RunningAgent {
  output(): string;
  /** Resolves when the agent has printed `text` (after `from` characters of output), or fails after 20 s. */
  waitFor(text: string, from?: number): Promise<void>;
  /** Without --finger: answers the agent's question with the path of the finger put on the reader. */
  touch(fingerFile: string): void;
  stop(): Promise<void>;
}

export async function startScanAgent(url: string, token: string, finger?: string): Promise<RunningAgent> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, 'scan', ...(finger ? ['--finger', finger] : [])], {
    cwd: ROOT,
    env: agentEnv(url, { FP_AGENT_TOKEN: token }),
    stdio: [finger ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const waitFor = (text: string, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        if (output.indexOf(text, from) >= 0) return resolve();
        if (child.exitCode !== null) return reject(new Error(`fingerprint agent exited:\n${output}`));
        if (Date.now() - started > 20_000) return reject(new Error(`fingerprint agent did not print "${text}":\n${output}`));
        setTimeout(check, 50);
      };
      check();
    });
  await waitFor('terhubung');
  return {
    output: () => output,
    waitFor,
    touch: (fingerFile) => {
      if (!child.stdin) throw new Error('touch() needs an agent started without --finger');
      child.stdin.write(`${fingerFile}\n`);
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
