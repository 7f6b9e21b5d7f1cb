import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  redactingLoggerOptions,
  redactLinksInText,
  redactUrl,
  SECRET_HEADERS,
} from './log-redaction.ts';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters, whatever their spelling', () => {
    expect(redactUrl('/client/risks/7?tempToken=abc')).toBe('/client/risks/7?tempToken=[redacted]');
    expect(redactUrl('/x?page=2&TOKEN=abc&temp_token=d&Password=e&q=token')).toBe(
      '/x?page=2&TOKEN=[redacted]&temp_token=[redacted]&Password=[redacted]&q=token',
    );
    expect(redactUrl('/x?temp%54oken=abc')).toBe('/x?temp%54oken=[redacted]');
  });

  it('keeps URLs without secrets as they are and drops a fragment', () => {
    expect(redactUrl('/companies/1/risks?page=2&perPage=50')).toBe(
      '/companies/1/risks?page=2&perPage=50',
    );
    expect(redactUrl('/health')).toBe('/health');
    expect(redactUrl('/x?flag')).toBe('/x?flag');
    expect(redactUrl('/client/risks/7#tempToken=abc')).toBe('/client/risks/7');
  });

  it('replaces the token segment of reset and invitation links', () => {
    expect(redactUrl('/reset-password/abc?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/invitations/abc/accept')).toBe('/invitations/[redacted]/accept');
    expect(redactUrl('/invitation/abc')).toBe('/invitation/[redacted]');
    expect(redactUrl('/companies/1/invitations')).toBe('/companies/1/invitations');
  });
});

describe('redactLinksInText', () => {
  it('redacts secret query values of every link in a text and nothing else', () => {
    const text =
      'Open https://turbine.example/client/risks/9?tempToken=live-token-123 now.\n' +
      'Or http://localhost:8080/invitation/abc?ref=mail';
    expect(redactLinksInText(text)).toBe(
      'Open https://turbine.example/client/risks/9?tempToken=[redacted] now.\n' +
        'Or http://localhost:8080/invitation/abc?ref=mail',
    );
  });
});

describe('the server logger', () => {
  it('censors credential headers in any line that carries them', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (l: string) => void lines.push(l) },
        ...redactingLoggerOptions,
      },
    });
    const headers = Object.fromEntries(SECRET_HEADERS.map((h) => [h, `secret-of-${h}`]));
    app.log.info({ headers, req: { headers } }, 'headers');
    app.log.info({ res: { headers } }, 'response headers');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    for (const h of SECRET_HEADERS) expect(log).not.toContain(`secret-of-${h}`);
  });
});
