// oidc-provider ships no type declarations; the tests use a small part of it (test/oidc-provider.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface ProviderGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(
      middleware: (
        ctx: { path: string; body: unknown },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): void;
    Grant: {
      new (values: { accountId: string; clientId: string }): ProviderGrant;
      find(id: string): Promise<ProviderGrant | undefined>;
    };
  }
}
