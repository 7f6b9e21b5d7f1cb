export * from './catalogue.ts';
export * from './schemas.ts';
