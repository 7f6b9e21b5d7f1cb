import { z } from '../../zod-config.ts';

/**
 * Building blocks of the response schemas (decision 158): what every route declares as its success
 * answer, so `/docs` documents it and a client can be generated from it.
 */

export const namedRef = z.object({ id: z.number().int(), name: z.string() });
/** A decimal string (money, a percentage; never a JSON number). */
export const decimalOut = z.string().regex(/^-?\d+(\.\d+)?$/);
export const moneyOrNull = decimalOut.nullable();
/** Epoch seconds. */
export const epochSeconds = z.number().int();
/** A calendar date, YYYY-MM-DD. */
export const calendarDate = z.iso.date();
/** A JSON object whose keys are not fixed (proposal answers, form schemas). */
export const jsonObject = z.record(z.string(), z.unknown());

/** `204 No Content`: nothing is sent. */
export const noContent = z.null().describe('No content');

/** The DESIGN §4 list envelope `{ data: [...] }`. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** A numeric enum object (`{ Main: 1, AddOn: 2 }`) as the union of its values. */
export const oneOf = <const T extends Record<string, number>>(values: T) =>
  z.literal(Object.values(values) as T[keyof T][]);

/**
 * Compile-time checks that a schema and the DTO interface the API presents (and the web reads) agree:
 * every value of `Dto` fits the schema, and the schema's output fits `Dto` back.
 */
export type Agree<Dto extends Out, Out extends DtoAgain, DtoAgain = Dto> = [Dto, Out];

/** A file's bytes (an image, a PDF, a spreadsheet): the success answer of a download route. */
export const fileResponse = (
  description: string,
  mimeType: string | readonly string[] = 'application/octet-stream',
) => ({
  description,
  // `any`: the route sends a Buffer or a stream, which Fastify passes through unserialised.
  content: Object.fromEntries(
    (typeof mimeType === 'string' ? [mimeType] : mimeType).map((type) => [
      type,
      { schema: z.any().meta({ type: 'string', format: 'binary' }) },
    ]),
  ),
});

/** A browser navigation answered with a redirect (302, `Location` set); no body. */
export const redirectTo = (where: string) => z.null().describe(`Redirects (302) to ${where}`);
