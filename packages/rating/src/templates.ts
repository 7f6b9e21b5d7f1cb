import type { SourcePosition } from './errors.ts';
import { reservedReason } from './lexer.ts';

/** A rule message split into literal text and `{{path}}` placeholders. */
export type MessagePart =
  | string
  | { readonly path: readonly string[]; readonly text: string; readonly position: SourcePosition };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Splits a message template; bad placeholders are reported with their position in the message. */
export function parseTemplate(message: string): {
  parts: MessagePart[];
  problems: { message: string; position: SourcePosition }[];
} {
  const parts: MessagePart[] = [];
  const problems: { message: string; position: SourcePosition }[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const inner = match[1] ?? '';
    const path = inner.split('.');
    if (match.index > last) parts.push(message.slice(last, match.index));
    last = match.index + match[0].length;
    const bad = path.find(
      (segment) => !SEGMENT.test(segment) || reservedReason(segment) !== undefined,
    );
    if (bad !== undefined) {
      problems.push({
        message: `"{{${inner}}}" is not a valid placeholder`,
        position: positionIn(message, match.index),
      });
      parts.push(match[0]);
    } else {
      parts.push({ path, text: inner, position: positionIn(message, match.index) });
    }
  }
  if (last < message.length) parts.push(message.slice(last));
  return { parts, problems };
}

function positionIn(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { offset, line, column: offset - before.lastIndexOf('\n') };
}
