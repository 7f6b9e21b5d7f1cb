/** Pages anyone may open (§4 selection order treats these as public paths). */
const publicPrefixes = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/legal/',
  '/invitation/',
  '/invitations/',
];

export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/' ||
    publicPrefixes.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`))
  );
}
