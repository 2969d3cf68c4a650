import fc from 'fast-check';

// Property tests draw the same cases on every run, so a failure on CI reproduces on a laptop and a
// busy machine never turns up a case a quiet one did not. FC_SEED explores other cases on purpose;
// fast-check prints the seed and path of any counterexample it finds.
const seed = Number(process.env.FC_SEED ?? 20261126);
fc.configureGlobal({ seed: Number.isSafeInteger(seed) ? seed : 20261126 });
