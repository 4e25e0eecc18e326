/**
 * The journeys' liveness bounds are written for an idle machine and stretched on CI: there
 * two cores run three groups of journeys beside the Rust tests, at a load of 15 to 24, and a
 * journey that takes 11 s on an idle machine has timed out at 90 s three times in a row
 * (2026-11-29). A bound only costs time when something is really broken; a bound that asserts a
 * behaviour (« at once », « within 1 s ») is not stretched.
 */
const STRETCH = process.env.CI ? 3 : 1;

export function stretched(ms: number): number {
  return ms * STRETCH;
}
