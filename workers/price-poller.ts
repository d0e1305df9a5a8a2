/**
 * Piscina entry point: polls the simulated upstream for one capture instant. Serialisable input and
 * output; the simulator (and its memoised walks) lives as long as the worker thread.
 */
import { captureObservations, type CaptureRequest, type CapturedObservation } from '../engine/market/capture.ts';
import { PriceSimulator } from '../engine/market/simulator.ts';

let cached: { seed: number; holidays: Map<string, Map<string, string>>; sim: PriceSimulator } | null = null;

function simulatorFor(req: CaptureRequest): { sim: PriceSimulator; holidays: Map<string, Map<string, string>> } {
  if (!cached || cached.seed !== req.seed) {
    const holidays = new Map(Object.entries(req.holidays).map(([code, pairs]) => [code, new Map(pairs)]));
    const empty = new Map<string, string>();
    cached = { seed: req.seed, holidays, sim: new PriceSimulator(req.seed, (code) => holidays.get(code) ?? empty) };
  }
  return cached;
}

export default function poll(req: CaptureRequest): CapturedObservation[] {
  const { sim, holidays } = simulatorFor(req);
  const empty = new Map<string, string>();
  return captureObservations(sim, req, (e) => holidays.get(e.code) ?? empty);
}
