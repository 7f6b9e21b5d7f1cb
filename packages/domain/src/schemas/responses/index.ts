export * from './shared.ts';
export * from './risks.ts';
export * from './identity.ts';
export * from './platform.ts';
export * from './notifications.ts';
export * from './companies.ts';
export * from './authority.ts';
