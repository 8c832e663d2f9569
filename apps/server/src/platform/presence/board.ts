/**
 * How many of something each instance holds right now (a stream's viewers), added up across instances. An instance
 * reports its own counts; another instance's counts are read back while that instance keeps reporting them, so a
 * crashed instance's counts lapse on their own (docs/decisions/049).
 */
export interface PresenceBoard {
  /** How often a holder repeats its reports to keep them valid; undefined when there are no other instances. */
  readonly refreshMs: number | undefined;
  /** This instance's count under `key` from now on (0: none here). */
  report(key: string, count: number): Promise<void>;
  /** Per key, what the other live instances reported (keys no one else holds are absent). */
  othersOf(keys: readonly string[]): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/** One instance alone: there are no others. */
export class LocalPresenceBoard implements PresenceBoard {
  readonly refreshMs = undefined;
  async report(): Promise<void> {}
  async othersOf(): Promise<Map<string, number>> {
    return new Map();
  }
  async close(): Promise<void> {}
}
