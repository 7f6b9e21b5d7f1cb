import type { Permission } from '@turbine/domain';

/**
 * What a route declares (DESIGN §4): who may call it and, for company-scoped routes, which path
 * parameter names the company and which permission is needed. A test fails for a route without one.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'guest' }
  | {
      kind: 'user';
      allowExpiredPassword?: boolean;
      /**
       * Callable while two-factor authentication is pending (issue 11): 'setup' routes while a method must
       * be set up, 'verify' routes while the session must verify, 'any' both (logout, the status).
       */
      twoFactor?: 'setup' | 'verify' | 'any';
    }
  | { kind: 'system' }
  | {
      kind: 'company';
      /** The path parameter holding the company id, e.g. 'companyId'. */
      param: string;
      /** Any one of these permissions suffices; omitted = membership (or system) is enough. */
      permission?: Permission | readonly Permission[];
      /** Also let users of the company that created this one in (a broker managing its clients). */
      allowCreator?: boolean;
    };

export const access = {
  public: { kind: 'public' } as const,
  guest: { kind: 'guest' } as const,
  user: { kind: 'user' } as const,
  system: { kind: 'system' } as const,
  company: (
    param: string,
    permission?: Permission | readonly Permission[],
    opts: { allowCreator?: boolean } = {},
  ): RouteAccess => ({
    kind: 'company',
    param,
    ...(permission !== undefined ? { permission } : {}),
    ...opts,
  }),
};
