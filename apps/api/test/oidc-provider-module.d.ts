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
  /** The interaction policy (prompts and their checks); only what the tests use. */
  export namespace interactionPolicy {
    interface CheckContext {
      oidc: { prompts: Set<string>; result?: { login?: unknown } };
    }
    class Check {
      static REQUEST_PROMPT: boolean;
      static NO_NEED_TO_PROMPT: boolean;
      constructor(reason: string, description: string, check: (ctx: CheckContext) => boolean);
    }
    interface Checks {
      clear(): void;
      add(check: Check): void;
    }
    class Prompt {
      constructor(options: { name: string; requestable: boolean });
      checks: Checks;
    }
    interface Policy {
      add(prompt: Prompt): void;
      get(name: string): Prompt | undefined;
    }
    function base(): Policy;
  }
}
