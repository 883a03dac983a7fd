import fc from 'fast-check';

// Every property of a run draws from the seed vitest.config.ts printed, so a red run replays whole.
fc.configureGlobal({ seed: Number(process.env.FC_SEED) });
