/**
 * A pg_auto_failover formation for the cluster tier (Debian `pg-auto-failover-cli` and
 * `postgresql-15-auto-failover`): a monitor and three data nodes, each `pg_autoctl ... --run` in its own
 * process group on loopback ports, as the `postgres` user under root. The monitor's health checks are
 * shortened so a lost primary is replaced within seconds (README "Cluster mode", runbook).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether pg_autoctl and the monitor extension are installed (.ci/run installs them). */
export const autoFailoverInstalled = (): boolean =>
  existsSync('/usr/bin/pg_autoctl') && existsSync('/usr/share/postgresql/15/extension/pgautofailover.control');

/** The monitor's settings: health checks every second, a node unhealthy after 3 s, a lost primary given 5 s to demote. */
const MONITOR_SETTINGS: Record<string, number> = {
  'pgautofailover.health_check_period': 1_000,
  'pgautofailover.health_check_timeout': 1_000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3_000,
  'pgautofailover.primary_demote_timeout': 5_000,
};

interface Member {
  readonly name: string;
  readonly port: number;
  readonly dataDir: string;
  process: ChildProcess | null;
}

export interface NodeState {
  readonly name: string;
  readonly port: number;
  readonly reported: string;
  readonly goal: string;
}

export class Formation {
  readonly dir: string;
  private readonly monitor: Member;
  readonly members: Member[];
  private constructor(dir: string, monitor: Member, members: Member[]) {
    this.dir = dir;
    this.monitor = monitor;
    this.members = members;
  }

  private static env(dir: string): string[] {
    return [`XDG_CONFIG_HOME=${join(dir, 'config')}`, `XDG_DATA_HOME=${join(dir, 'share')}`, `PATH=${PG_BIN}:/usr/bin:/bin`];
  }

  private static command(dir: string, args: string[]): [string, string[]] {
    const base = ['env', ...Formation.env(dir), 'pg_autoctl', ...args];
    return asRoot ? ['runuser', ['-u', 'postgres', '--', ...base]] : [base[0]!, base.slice(1)];
  }

  private run(member: Member, args: string[]): void {
    const [file, argv] = Formation.command(this.dir, args);
    const log = createWriteStream(join(this.dir, `${member.name}.log`), { flags: 'a' });
    // Its own process group: a machine loss kills pg_autoctl and the postgres it supervises together.
    const child = spawn(file, argv, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    member.process = child;
  }

  /** A monitor, then `count` data nodes joined one after another (the first becomes the primary). */
  static async create(count = 3): Promise<Formation> {
    const dir = mkdtempSync(join(tmpdir(), 'pbs-paf-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    const monitor: Member = { name: 'monitor', port: await freePort(), dataDir: join(dir, 'monitor'), process: null };
    const members: Member[] = [];
    for (let i = 1; i <= count; i += 1) members.push({ name: `n${i}`, port: await freePort(), dataDir: join(dir, `n${i}`), process: null });
    const formation = new Formation(dir, monitor, members);
    formation.run(monitor, [
      'create',
      'monitor',
      '--pgdata',
      monitor.dataDir,
      '--pgport',
      String(monitor.port),
      '--hostname',
      '127.0.0.1',
      '--auth',
      'trust',
      '--no-ssl',
      '--run',
    ]);
    await formation.waitFor(() => formation.monitorSql('SELECT 1') === '1', 60_000, 'the monitor to start');
    for (const [name, value] of Object.entries(MONITOR_SETTINGS)) formation.monitorSql(`ALTER SYSTEM SET ${name} = ${value}`);
    formation.monitorSql('SELECT pg_reload_conf()');
    const monitorUri = `postgres://autoctl_node@127.0.0.1:${monitor.port}/pg_auto_failover?sslmode=disable`;
    for (const [index, member] of members.entries()) {
      formation.run(member, [
        'create',
        'postgres',
        '--pgdata',
        member.dataDir,
        '--pgport',
        String(member.port),
        '--hostname',
        '127.0.0.1',
        '--auth',
        'trust',
        '--no-ssl',
        '--monitor',
        monitorUri,
        '--name',
        member.name,
        '--run',
      ]);
      const wanted = index === 0 ? ['single', 'primary'] : ['secondary'];
      await formation.waitFor(
        () => formation.states().some((s) => s.name === member.name && wanted.includes(s.reported) && s.reported === s.goal),
        90_000,
        `${member.name} to join`,
      );
    }
    await formation.waitFor(
      () => formation.states().every((s) => s.reported === s.goal && (s.reported === 'primary' || s.reported === 'secondary')),
      60_000,
      'the formation to settle',
    );
    return formation;
  }

  private async waitFor(check: () => boolean, withinMs: number, what: string): Promise<void> {
    const deadline = performance.now() + withinMs;
    while (performance.now() < deadline) {
      try {
        if (check()) return;
      } catch {
        // not up yet
      }
      await pause(250);
    }
    throw new Error(`timed out waiting for ${what}; logs in ${this.dir}`);
  }

  monitorSql(statement: string): string {
    return execFileSync(
      join(PG_BIN, 'psql'),
      ['-h', '127.0.0.1', '-p', String(this.monitor.port), '-U', 'postgres', '-d', 'pg_auto_failover', '-At', '-c', statement],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ).trim();
  }

  /** Runs one statement on a data node (psql), the trimmed output. */
  sql(member: Member, statement: string): string {
    return execFileSync(join(PG_BIN, 'psql'), ['-h', '127.0.0.1', '-p', String(member.port), '-U', 'postgres', '-d', 'postgres', '-At', '-c', statement], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  }

  /** Every data node's reported and goal state, as the monitor sees them. */
  states(): NodeState[] {
    const out = this.monitorSql('SELECT nodename, nodeport, reportedstate, goalstate FROM pgautofailover.node ORDER BY nodeid');
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, port, reported, goal] = line.split('|');
        return { name: name!, port: Number(port), reported: reported!, goal: goal! };
      });
  }

  primary(): Member {
    const state = this.states().find((s) => s.reported === 'primary' || s.reported === 'wait_primary' || s.reported === 'single');
    const member = this.members.find((m) => m.name === state?.name);
    if (!member) throw new Error('the formation has no primary');
    return member;
  }

  /**
   * The URL engine nodes use: every data node, standbys first (so a client that trusted the first host
   * it reached, or `read-write` as postgres.js 3.4.9 judges it, would land on a standby).
   */
  url(): string {
    const primary = this.primary();
    const ordered = [...this.members.filter((m) => m !== primary), primary];
    return `postgres://postgres@${ordered.map((m) => `127.0.0.1:${m.port}`).join(',')}/postgres?target_session_attrs=read-write`;
  }

  /** A machine lost: the node's pg_autoctl and postgres die together (kill -9 of the process group). */
  kill(member: Member): void {
    const pid = member.process?.pid;
    if (pid) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const pidFile = join(member.dataDir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** Waits until a node other than `lost` is the primary and accepts writes; answers it. */
  async promoted(lost: Member, withinMs: number): Promise<Member> {
    let found: Member | null = null;
    await this.waitFor(
      () => {
        const state = this.states().find((s) => s.name !== lost.name && (s.reported === 'primary' || s.reported === 'wait_primary') && s.reported === s.goal);
        const member = this.members.find((m) => m.name === state?.name);
        if (!member || this.sql(member, 'SELECT pg_is_in_recovery()') !== 'f') return false;
        found = member;
        return true;
      },
      withinMs,
      'a standby to be promoted',
    );
    return found!;
  }

  destroy(keep = false): void {
    for (const member of [...this.members, this.monitor]) this.kill(member);
    if (!keep) rmSync(this.dir, { recursive: true, force: true });
  }
}
