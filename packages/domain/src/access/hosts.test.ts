import { describe, expect, it } from 'vitest';
import {
  companyCardTarget,
  companyPortalUrl,
  handleFromHost,
  inferRootHost,
  stripPort,
  subdomainUrl,
} from './hosts.ts';

describe('handle from host (§2)', () => {
  it('has no handle on the main host, with or without a port', () => {
    expect(handleFromHost('localhost', 'localhost')).toBeNull();
    expect(handleFromHost('localhost:5173', 'localhost')).toBeNull();
    expect(handleFromHost('turbine.com.au', 'turbine.com.au')).toBeNull();
  });
  it('takes the first part of a subdomain host', () => {
    expect(handleFromHost('acme.localhost:8080', 'localhost')).toBe('acme');
    expect(handleFromHost('Acme.Turbine.com.au', 'turbine.com.au')).toBe('acme');
  });
  it('takes only the first label of a deeper host', () => {
    expect(handleFromHost('a.b.localhost', 'localhost')).toBe('a');
  });
  it('has no handle on hosts outside the root host', () => {
    expect(handleFromHost('127.0.0.1:8080', 'localhost')).toBeNull();
    expect(handleFromHost('evil-localhost', 'localhost')).toBeNull();
  });
  it('strips ports, also of IPv6 hosts', () => {
    expect(stripPort('[::1]:8080')).toBe('[::1]');
    expect(stripPort('Example.com')).toBe('example.com');
  });
});

describe('company card target (§2 Company selection screen)', () => {
  const root = { protocol: 'http:', host: 'localhost:5173' };
  const sub = { protocol: 'https:', host: 'uw.turbine.com.au' };

  it('goes to the company’s own subdomain, keeping protocol and port', () => {
    expect(
      companyCardTarget({ handle: 'acme', createdByCompany: null }, root, 'localhost'),
    ).toEqual({
      kind: 'redirect',
      url: 'http://acme.localhost:5173/',
    });
  });
  it('goes to the creating company’s subdomain when the company has no handle', () => {
    const c = { handle: null, createdByCompany: { handle: 'uw' } };
    expect(
      companyCardTarget(c, { protocol: 'https:', host: 'turbine.com.au' }, 'turbine.com.au'),
    ).toEqual({
      kind: 'redirect',
      url: 'https://uw.turbine.com.au/',
    });
  });
  it('goes to the root domain from a subdomain when neither has a handle', () => {
    expect(
      companyCardTarget(
        { handle: null, createdByCompany: { handle: null } },
        sub,
        'turbine.com.au',
      ),
    ).toEqual({
      kind: 'redirect',
      url: 'https://turbine.com.au/',
    });
  });
  it('stays on the root domain when neither has a handle', () => {
    expect(companyCardTarget({ handle: null, createdByCompany: null }, root, 'localhost')).toEqual({
      kind: 'stay',
    });
  });
});

describe('subdomain and portal URLs', () => {
  it('builds the root URL of a handle and of the main host', () => {
    expect(subdomainUrl({ protocol: 'http:', host: 'x.localhost:8080' }, 'localhost', 'acme')).toBe(
      'http://acme.localhost:8080/',
    );
    expect(subdomainUrl({ protocol: 'http:', host: 'x.localhost:8080' }, 'localhost', null)).toBe(
      'http://localhost:8080/',
    );
  });
  it('opens the subdomain of a company with a handle, else the fallback path on the main host', () => {
    const loc = { protocol: 'https:', host: 'uw.turbine.com.au' };
    expect(companyPortalUrl({ handle: 'acme' }, loc, 'turbine.com.au')).toBe(
      'https://acme.turbine.com.au/',
    );
    expect(companyPortalUrl({ handle: null }, loc, 'turbine.com.au')).toBe(
      'https://turbine.com.au/company/dashboard',
    );
    expect(companyPortalUrl({ handle: null }, loc, 'turbine.com.au', '/company/manage')).toBe(
      'https://turbine.com.au/company/manage',
    );
  });
});

describe('inferred root host', () => {
  it('uses localhost for localhost and its subdomains', () => {
    expect(inferRootHost('localhost:5173')).toBe('localhost');
    expect(inferRootHost('acme.localhost:8080')).toBe('localhost');
  });
  it('takes the last two labels of other names', () => {
    expect(inferRootHost('turbine.test:4173')).toBe('turbine.test');
    expect(inferRootHost('acme.turbine.test')).toBe('turbine.test');
    expect(handleFromHost('acme.turbine.test', inferRootHost('acme.turbine.test'))).toBe('acme');
  });
  it('keeps IP addresses whole, so they have no handle', () => {
    expect(inferRootHost('127.0.0.1:8080')).toBe('127.0.0.1');
    expect(handleFromHost('127.0.0.1:8080', inferRootHost('127.0.0.1:8080'))).toBeNull();
  });
});
