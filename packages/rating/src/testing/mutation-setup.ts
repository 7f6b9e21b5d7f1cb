import fc from 'fast-check';

// Loaded by vitest.config.ts under mutation testing only: every property test draws the same inputs on
// every run, so which mutants a property reaches — and so which results an incremental run of StrykerJS
// may reuse — does not change from one run to the next (with a random seed, every unchanged run
// re-tested the mutants that only some seeds reach).
fc.configureGlobal({ seed: 20261127 });
