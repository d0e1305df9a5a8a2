/**
 * The service clock. `system` reads the wall clock (this file is the one place that does);
 * `virtual` starts at an instant and moves only when the operator API moves it, never backwards.
 */
import { ServiceError } from './errors.ts';

export interface Clock {
  readonly kind: 'system' | 'virtual';
  nowMs(): number;
}

export class SystemClock implements Clock {
  readonly kind = 'system' as const;
  nowMs(): number {
    return Date.now();
  }
}

export class VirtualClock implements Clock {
  readonly kind = 'virtual' as const;
  private currentMs: number;
  constructor(currentMs: number) {
    this.currentMs = currentMs;
  }

  nowMs(): number {
    return this.currentMs;
  }

  moveTo(targetMs: number): void {
    if (targetMs < this.currentMs) {
      throw new ServiceError('VALIDATION_ERROR', 'the virtual clock never moves backwards');
    }
    this.currentMs = targetMs;
  }
}

export function isVirtual(clock: Clock): clock is VirtualClock {
  return clock.kind === 'virtual';
}
