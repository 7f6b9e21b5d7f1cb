/** Every table, for Drizzle's relational queries and drizzle-kit. Modules add their tables file here. */
export * from '../../modules/identity/identity.tables.ts';
export * from '../../modules/companies/companies.tables.ts';
export * from '../events/events.tables.ts';
export * from '../files/files.tables.ts';
export * from '../mail/mail.tables.ts';
export * from '../http/idempotency.tables.ts';
export * from '../../modules/notifications/notifications.tables.ts';
export * from '../../modules/authority/reference.tables.ts';
export * from '../../modules/authority/agreements.tables.ts';
export * from '../../modules/authority/endorsements/endorsements.tables.ts';
export * from '../../modules/products/products.tables.ts';
export * from '../../modules/datasets/datasets.tables.ts';
export * from '../../modules/risks/risks.tables.ts';
export * from '../../modules/risks/package-records.tables.ts';
export * from '../../modules/risks/adjustments/adjustments.tables.ts';
export * from '../../modules/collaboration/collaboration.tables.ts';
export * from '../outbox/outbox.tables.ts';
