import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function startMockServer(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/server.ts', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run mock-server', () => {
  let occupied: Server;
  let port = 0;
  beforeAll(async () => {
    occupied = createServer();
    await new Promise<void>((done) => occupied.listen(0, '127.0.0.1', done));
    const address = occupied.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((done) => occupied.close(() => done())));

  it('says which port is taken and how to choose another, without a stack trace, and exits non-zero', async () => {
    const result = await startMockServer(['--port', String(port)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(result.stderr).toContain('--port <number>');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('refuses a port that is not a number', async () => {
    const result = await startMockServer(['--port', 'eighty']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('"eighty" is not a port number');
  }, 30_000);
});
