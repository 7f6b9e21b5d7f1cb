/** Runs once before the API suite; kept minimal so that every test file owns its own database. */
export default function setup(): void {
  process.env.NODE_ENV = 'test';
}
