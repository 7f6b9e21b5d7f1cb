// Creates a fresh, empty PostgreSQL database for one Playwright run and prints its URL
// (playwright.config.ts; dropped by global-teardown.ts). Usage: node create-database.mjs SERVER_URL
import process from 'node:process';
import { URL } from 'node:url';
import pg from 'pg';

const server = process.argv[2];
const name = `turbine_e2e_${process.pid}_${Date.now()}`;
const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 10_000 });
await client.connect();
await client.query(`create database ${name}`);
await client.end();
const url = new URL(server);
url.pathname = `/${name}`;
process.stdout.write(url.toString());
