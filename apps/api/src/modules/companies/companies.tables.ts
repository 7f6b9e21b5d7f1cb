import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { instant } from '../../platform/db/columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 160 }).notNull(),
    handle: varchar('handle', { length: 63 }),
    refCompanyTypeId: smallint('ref_company_type_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    hasAdmin: boolean('has_admin').notNull().default(false),
    createdByCompanyId: integer('created_by_company_id').references(
      (): AnyPgColumn => companies.id,
    ),
    legalName: varchar('legal_name', { length: 255 }),
    tradingName: varchar('trading_name', { length: 255 }),
    businessRegistryType: smallint('business_registry_type'),
    businessRegistryNumber: varchar('business_registry_number', { length: 20 }),
    addressLine1: varchar('address_line1', { length: 255 }),
    addressLine2: varchar('address_line2', { length: 255 }),
    city: varchar('city', { length: 120 }),
    state: varchar('state', { length: 10 }),
    postcode: varchar('postcode', { length: 10 }),
    country: varchar('country', { length: 2 }),
    yearEstablished: smallint('year_established'),
    website: varchar('website', { length: 255 }),
    email: varchar('email', { length: 255 }),
    primaryColour: varchar('primary_colour', { length: 7 }),
    showLogoOnHeader: boolean('show_logo_on_header').notNull().default(false),
    /** The company requires its members to set up two-factor authentication (issue 11). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    logoFileVersionId: integer('logo_file_version_id'),
    headerFileVersionId: integer('header_file_version_id'),
    headerTextColour: varchar('header_text_colour', { length: 7 }),
    /** A brokerage's AFS authorisation (decision 219): 'licensee' (its own AFSL) or 'representative' (an AR number). */
    afsKind: varchar('afs_kind', { length: 14 }),
    /** The AFS licence or authorised representative number, digits only as entered (leading zeros kept). */
    afsNumber: varchar('afs_number', { length: 9 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_handle_unique').on(t.handle),
    index('companies_created_by_idx').on(t.createdByCompanyId),
    index('companies_name_idx').on(sql`lower(${t.name})`),
    index('companies_type_idx').on(t.refCompanyTypeId),
  ],
);

/** Which permissions a company of each type may grant (§3 companyTypePermissions). */
export const companyTypePermissions = pgTable(
  'company_type_permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refCompanyTypeId: smallint('ref_company_type_id').notNull(),
    refPermissionId: smallint('ref_permission_id').notNull(),
  },
  (t) => [unique('company_type_permissions_pair').on(t.refCompanyTypeId, t.refPermissionId)],
);

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    // Lets other tables reference (company_id, role_id) so a role can never point into another company.
    unique('roles_company_id_id').on(t.companyId, t.id),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    companyTypePermissionId: integer('company_type_permission_id')
      .notNull()
      .references(() => companyTypePermissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.companyTypePermissionId] })],
);

/** A user holds one role per company. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_roles_user_company_unique').on(t.userId, t.companyId),
    index('user_roles_company_idx').on(t.companyId),
    index('user_roles_role_idx').on(t.roleId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    isAdminHandover: boolean('is_admin_handover').notNull().default(false),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    index('invitations_company_idx').on(t.companyId, t.createdAt),
    // The Welcome screen's "invitations addressed to me" (GET /user/invitations, decision 231).
    index('invitations_email_idx').on(t.email),
  ],
);
