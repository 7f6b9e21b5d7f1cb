/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's ROOT_HOST; company handles are its subdomains. Defaults to "localhost". */
  readonly VITE_ROOT_HOST?: string;
}
