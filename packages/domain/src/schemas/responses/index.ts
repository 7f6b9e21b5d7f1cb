export * from './shared.ts';
export * from './risks.ts';
export * from './rating.ts';
export * from './identity.ts';
export * from './platform.ts';
export * from './notifications.ts';
