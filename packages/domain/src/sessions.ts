// Account → Sessions (issue 26.4): what the API lists of a user's signed-in sessions, and the device name
// the page shows for a user agent.

/** One of the signed-in user's sessions (GET /user/sessions). Instants are epoch seconds. */
export interface UserSessionDto {
  /** Opaque handle for DELETE /user/sessions/{id} (the stored hash of the cookie, never the cookie). */
  id: string;
  /** A readable device: browser and operating system from the user agent. */
  device: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: number;
  lastActivityAt: number;
  expiresAt: number;
  remember: boolean;
  /** The session this request came with. */
  current: boolean;
}

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows" from a user agent; "Unknown device" when it names neither a browser nor a system. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1];
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
