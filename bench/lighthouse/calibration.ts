// Lighthouse's CPU slowdown calibrated to the machine (docs/throttling.md in the Lighthouse repository, "Calibrating
// the CPU slowdown"). The default 4× assumes a host with a benchmarkIndex around 1 500 (a high-end desktop) and turns
// it into a mid-tier phone; on a weaker host 4× emulates a weaker phone than Lighthouse means, and Lighthouse says so in
// the report ("The tested device appears to have a slower CPU than Lighthouse expects", below an index of 1 000). The
// multiplier that emulates the same phone is the one of Lighthouse's calculator
// (https://lighthouse-cpu-throttling-calculator.vercel.app/, patrickhulce/lighthouse-cpu-throttling-calculator
// pages/index.js): linear between its anchors 150 → 1×, 800 → 2×, 1 300 → 3×, 1 533 → 4×, 2 000 → 6×. Pure.

/** Lighthouse's default multiplier (mobile, simulated throttling). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The multiplier Lighthouse's calculator gives for a benchmarkIndex; null below 150 (too slow to emulate the phone). */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
