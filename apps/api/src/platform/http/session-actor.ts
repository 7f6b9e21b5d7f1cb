import type { UserRoleDto } from '@turbine/domain';

/**
 * A live session with its user and roles, as the guard reads it on every request. Declared here so
 * platform (the actor cache, AppContext) needs no module; identity's repository loads it in one statement.
 */
export interface SessionActor {
  sessionId: string;
  remember: boolean;
  sessionLastActivityAt: Date;
  expiresAt: Date;
  /** Two-factor state (issue 11): the session passed verify; the user has a verified method; a company of the user requires one. */
  twoFactorPassed: boolean;
  hasTwoFactor: boolean;
  /** A linked Microsoft account in a connected tenant: a method while Microsoft is configured (decision 144). */
  hasMicrosoftAccount: boolean;
  twoFactorRequired: boolean;
  user: {
    id: number;
    name: string;
    email: string;
    phone: string | null;
    passwordChangedAt: Date;
    theme: string;
    avatarFileVersionId: number | null;
    isTemporaryUser: boolean;
    /** §1: when a temporary user created by a company stops being able to act (null: no such limit). */
    temporaryExpiresAt: Date | null;
    createdByCompany: { id: number; name: string } | null;
    lastActivityAt: Date | null;
    createdAt: Date;
  };
  roles: UserRoleDto[];
}
