// The vignette set lives in scripts/vignettes/ (one file per group); this path is kept for bench/triage.ts.
export { VIGNETTES, type Vignette } from './vignettes/index.ts';
