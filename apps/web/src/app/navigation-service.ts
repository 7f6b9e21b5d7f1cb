/** Lets code outside React (the store middleware) navigate with the app's router. */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (path) => window.location.assign(path);

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
