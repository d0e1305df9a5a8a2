/**
 * `localTime` remembers its last answer per zone and UTC minute; every answer must still be exactly
 * what a fresh resolution through Intl gives, across minute boundaries, DST changes, half- and
 * quarter-hour zones, and a zone whose offset once had seconds.
 */
import test from 'ava';
import { localTime } from '../../engine/market/calendar.ts';

function fresh(atMs: number, timeZone: string): { date: string; weekday: number; minutes: number } {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (const p of format.formatToParts(new Date(atMs))) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const ZONES = ['Africa/Nairobi', 'America/New_York', 'Africa/Casablanca', 'Asia/Kolkata', 'Asia/Kathmandu', 'Africa/Monrovia'];
const STARTS = [
  Date.parse('2026-09-01T08:59:58.500Z'),
  Date.parse('2026-03-08T06:59:30Z'), // New York springs forward at 07:00Z
  Date.parse('2026-11-01T05:59:45Z'), // and falls back at 06:00Z
  Date.parse('1970-06-01T12:00:00Z'), // Monrovia was UTC-0:44:30 until 1972
  Date.parse('2026-12-31T20:59:59.999Z'),
];

test('localTime answers what a fresh Intl resolution gives, for repeated, advancing and jumping instants', (t) => {
  const steps = [0, 1, 499, 500, 1_000, 59_000, 30_000, -90_000, 3_600_000, 0, 1];
  let checked = 0;
  for (const start of STARTS) {
    for (const zone of ZONES) {
      let atMs = start;
      for (const step of steps) {
        atMs += step;
        t.deepEqual({ ...localTime(atMs, zone) }, fresh(atMs, zone), `${zone} at ${new Date(atMs).toISOString()}`);
        checked += 1;
      }
    }
  }
  t.is(checked, STARTS.length * ZONES.length * steps.length);
});
