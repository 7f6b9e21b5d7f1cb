export * from './types.ts';
export * from './dates.ts';
export * from './guards.ts';
export * from './table.ts';
export * from './effects.ts';
export * from './transition.ts';
export * from './messages.ts';
