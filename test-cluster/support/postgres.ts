/**
 * PostgreSQL instances for the cluster tier: the Debian server binaries (initdb, pg_ctl, pg_basebackup)
 * on loopback ports in temporary directories. PostgreSQL refuses to run as root, so under root every
 * binary runs as the `postgres` user (runuser).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs one PostgreSQL binary (as the postgres user under root); its standard output. */
export function pgRun(binary: string, args: string[]): string {
  const path = join(binDir(), binary);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function ownedTempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `pbs-${label}-`));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  return dir;
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export class PgInstance {
  readonly dir: string;
  readonly port: number;
  readonly name: string;
  private constructor(dir: string, port: number, name: string) {
    this.dir = dir;
    this.port = port;
    this.name = name;
  }

  get dataDir(): string {
    return join(this.dir, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** A fresh primary. `syncStandbys` names standbys of which one must confirm every commit (ANY 1). */
  static async primary(options: { syncStandbys?: string[] } = {}): Promise<PgInstance> {
    const dir = ownedTempDir('pg');
    const instance = new PgInstance(dir, await freePort(), 'primary');
    pgRun('initdb', ['-D', instance.dataDir, '-U', 'postgres', '--auth=trust', '-N']);
    const sync = options.syncStandbys?.length ? `synchronous_standby_names = 'ANY 1 (${options.syncStandbys.join(', ')})'\n` : '';
    appendFileSync(join(instance.dataDir, 'postgresql.conf'), instance.settings() + sync);
    instance.start();
    return instance;
  }

  /** A streaming standby of `primary` (pg_basebackup -R), named for synchronous_standby_names. */
  static async standby(primary: PgInstance, name: string): Promise<PgInstance> {
    const dir = ownedTempDir(`pg-${name}`);
    const instance = new PgInstance(dir, await freePort(), name);
    pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', instance.dataDir, '-R', '-X', 'stream']);
    appendFileSync(join(instance.dataDir, 'postgresql.conf'), `${instance.settings()}cluster_name = '${name}'\n`);
    instance.start();
    return instance;
  }

  private settings(): string {
    return [
      `port = ${this.port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = ''`,
      'wal_level = replica',
      'max_wal_senders = 10',
      'hot_standby = on',
      'fsync = on',
      'max_connections = 50',
      'shared_buffers = 16MB',
      '',
    ].join('\n');
  }

  start(): void {
    pgRun('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'log'), '-w', '-t', '30', 'start']);
  }

  promote(): void {
    pgRun('pg_ctl', ['-D', this.dataDir, '-w', 'promote']);
  }

  /** Runs one SQL statement with psql (a standby answers reads only); the trimmed output. */
  psql(statement: string): string {
    return pgRun('psql', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', '-d', 'postgres', '-At', '-c', statement]).trim();
  }

  /** The postmaster dies at once, without a checkpoint (a machine loss). */
  kill9(): void {
    const pidFile = join(this.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }

  log(): string {
    const file = join(this.dir, 'log');
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : '';
  }

  destroy(): void {
    try {
      pgRun('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', 'stop']);
    } catch {
      this.kill9();
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Writes a file the postgres user may read (configuration handed to a standby). */
export function writeOwned(path: string, text: string): void {
  writeFileSync(path, text);
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(path, uid, gid);
  }
}
