import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import {
  linkTarget,
  prefetchLikelyNext,
  prefetchOnIntent,
  prefetchPage,
  setPrefetchRoutes,
} from './prefetch.ts';

// Decision 164: a page's chunk is fetched by calling its route's `lazy` loader ahead of the click.
describe('prefetch', () => {
  const loaded = (name: string) => vi.fn(() => Promise.resolve({ handle: name }));
  const risks = loaded('risks');
  const risk = loaded('risk');
  const riskNew = loaded('riskNew');
  const selection = loaded('companySelect');
  const header = vi.fn(() => Promise.resolve({}));
  const routes: RouteObject[] = [
    {
      children: [
        { path: '/risks', lazy: risks },
        { path: '/risks/new', lazy: riskNew },
        { path: '/risks/:riskPackageId', lazy: risk },
        { path: '/company/select', lazy: selection },
      ],
    },
  ];
  setPrefetchRoutes(routes, [header]);

  it('loads the matched page once, however often it is asked', () => {
    prefetchPage('/risks/42?tab=files');
    prefetchPage('/risks/42');
    expect(risk).toHaveBeenCalledTimes(1);
    expect(riskNew).not.toHaveBeenCalled();
    prefetchPage('/nowhere');
  });

  it("loads a page's likely next pages, and after sign-in the signed-in header too", () => {
    prefetchLikelyNext('/risks');
    expect(riskNew).toHaveBeenCalledTimes(1);
    expect(header).not.toHaveBeenCalled();
    prefetchLikelyNext('/login');
    expect(selection).toHaveBeenCalledTimes(1);
    expect(risks).toHaveBeenCalledTimes(1);
    expect(header).toHaveBeenCalledTimes(1);
  });

  it('waits for intent on the sign-in page only', () => {
    expect(prefetchOnIntent('/login')).toBe(true);
    expect(prefetchOnIntent('/risks')).toBe(false);
  });

  it("follows links to this app's pages, not new tabs, downloads or other origins", () => {
    const link = (attrs: Record<string, string>) => {
      const a = document.createElement('a');
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      a.append(document.createElement('span'));
      return a.firstChild;
    };
    expect(linkTarget(link({ href: '/risks/7' }))).toBe('/risks/7');
    expect(linkTarget(link({ href: '/risks/7', target: '_blank' }))).toBeNull();
    expect(linkTarget(link({ href: '/report.csv', download: '' }))).toBeNull();
    expect(linkTarget(link({ href: 'https://example.com/risks' }))).toBeNull();
    expect(linkTarget(document.body)).toBeNull();
  });
});
