export * from './enums.ts';
export * from './messages.ts';
export * from './registry-numbers.ts';
export * from './phone.ts';
export * from './schemas/common.ts';
export * from './schemas/identity.ts';
export * from './schemas/companies.ts';
export * from './access/permissions.ts';
