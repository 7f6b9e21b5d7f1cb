import {
  BINARY_PRECEDENCE,
  PREFIX_PRECEDENCE,
  isRightAssociative,
  type BinaryOperator,
  type Node,
} from './ast.ts';
import { literalDecimal } from './decimal.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import { tokenize, type Token } from './lexer.ts';
import { DEFAULT_LIMITS, MAX_CALL_ARGUMENTS, type RatingLimits } from './limits.ts';

type ParseLimits = Pick<RatingLimits, 'maxFormulaLength' | 'maxDepth'>;

/** A node with the height of its subtree, so depth is checked while building, never by recursion. */
interface Parsed {
  readonly node: Node;
  readonly depth: number;
}

/** Parses formula text into an AST, or throws a RatingError carrying the position. */
export function parseFormula(source: string, limits: ParseLimits = DEFAULT_LIMITS): Node {
  if (source.length > limits.maxFormulaLength) {
    throw new RatingError(
      'FORMULA_TOO_LONG',
      `Formula is ${source.length} characters long; the limit is ${limits.maxFormulaLength}`,
    );
  }
  return new Parser(tokenize(source), limits.maxDepth).parseAll();
}

const CACHE_LIMIT = 20_000;
const cache = new Map<string, Node>();

/** parseFormula memoised by text and limits: ASTs are frozen, so sharing them is safe. */
export function parseCached(source: string, limits: ParseLimits = DEFAULT_LIMITS): Node {
  const key = `${limits.maxFormulaLength}/${limits.maxDepth}/${source}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const node = parseFormula(source, limits);
  // Drop everything rather than track recency: a full cache only happens with huge catalogues.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, node);
  return node;
}

const BINARY = new Set<string>(Object.keys(BINARY_PRECEDENCE));

class Parser {
  private index = 0;
  private nesting = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly maxDepth: number,
  ) {}

  parseAll(): Node {
    const { node } = this.parseExpression(0);
    const token = this.peek();
    if (token.type !== 'eof') throw unexpected(token);
    return node;
  }

  private peek(): Token {
    // tokenize always ends with eof, and we never advance past it.
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!;
  }

  private advance(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.index += 1;
    return token;
  }

  private enter(position: SourcePosition): void {
    this.nesting += 1;
    if (this.nesting > this.maxDepth) throw tooDeep(this.maxDepth, position);
  }

  private parseExpression(minPrecedence: number): Parsed {
    this.enter(this.peek().position);
    let left = this.parsePrefix();
    for (;;) {
      const token = this.peek();
      if (token.type !== 'operator') break;
      if (token.value === '%') {
        this.advance();
        left = this.build(
          { type: 'unary', operator: '%', operand: left.node, position: token.position },
          left.depth,
        );
        continue;
      }
      if (!BINARY.has(token.value)) break;
      const operator = token.value as BinaryOperator;
      const precedence = BINARY_PRECEDENCE[operator];
      if (precedence < minPrecedence) break;
      this.advance();
      const right = this.parseExpression(
        isRightAssociative(operator) ? precedence : precedence + 1,
      );
      const node: Node = {
        type: 'binary',
        operator,
        left: left.node,
        right: right.node,
        position: token.position,
      };
      left = this.build(node, Math.max(left.depth, right.depth));
    }
    this.nesting -= 1;
    return left;
  }

  private build(node: Node, childDepth: number): Parsed {
    const depth = childDepth + 1;
    if (depth > this.maxDepth) throw tooDeep(this.maxDepth, node.position);
    return { node: Object.freeze(node), depth };
  }

  private parsePrefix(): Parsed {
    const token = this.advance();
    switch (token.type) {
      case 'number': {
        const value = literalDecimal(token.value);
        if (value === undefined) {
          throw new RatingError('NUMBER_OVERFLOW', 'The number is out of range', {
            position: token.position,
          });
        }
        return this.build({ type: 'number', value, position: token.position }, 0);
      }
      case 'text':
        return this.build({ type: 'text', value: token.value, position: token.position }, 0);
      case 'name':
        return this.parseName(token);
      case 'lparen':
        return this.parseGroup();
      case 'operator':
        if (token.value === '-' || token.value === '+') {
          const operand = this.parseExpression(PREFIX_PRECEDENCE);
          const node: Node = {
            type: 'unary',
            operator: token.value,
            operand: operand.node,
            position: token.position,
          };
          return this.build(node, operand.depth);
        }
        throw unexpected(token);
      default:
        throw unexpected(token);
    }
  }

  private parseGroup(): Parsed {
    const inner = this.parseExpression(0);
    this.expect('rparen', '")"');
    return inner;
  }

  private parseName(token: Token): Parsed {
    const upper = token.value.toUpperCase();
    const isSingle = !token.value.includes('.');
    if (isSingle && (upper === 'TRUE' || upper === 'FALSE')) {
      return this.build({ type: 'boolean', value: upper === 'TRUE', position: token.position }, 0);
    }
    if (this.peek().type !== 'lparen') {
      return this.build(
        { type: 'name', path: Object.freeze(token.value.split('.')), position: token.position },
        0,
      );
    }
    if (!isSingle) {
      throw new RatingError('SYNTAX_ERROR', `"${token.value}" is a field, not a function`, {
        position: token.position,
      });
    }
    return this.parseCall(upper, token.position);
  }

  private parseCall(name: string, position: SourcePosition): Parsed {
    this.advance();
    const args: Node[] = [];
    let depth = 0;
    if (this.peek().type === 'rparen') {
      this.advance();
      return this.build({ type: 'call', name, args: Object.freeze(args), position }, 0);
    }
    for (;;) {
      if (args.length >= MAX_CALL_ARGUMENTS) {
        throw new RatingError(
          'WRONG_ARGUMENT_COUNT',
          `${name} takes at most ${MAX_CALL_ARGUMENTS} arguments`,
          { position: this.peek().position },
        );
      }
      const arg = this.parseExpression(0);
      args.push(arg.node);
      depth = Math.max(depth, arg.depth);
      if (this.peek().type !== 'comma') break;
      this.advance();
    }
    this.expect('rparen', '")" or ","');
    return this.build({ type: 'call', name, args: Object.freeze(args), position }, depth);
  }

  private expect(type: Token['type'], what: string): void {
    const token = this.peek();
    if (token.type !== type) {
      const found = token.type === 'eof' ? 'end of formula' : `"${token.value}"`;
      throw new RatingError('SYNTAX_ERROR', `Expected ${what} but found ${found}`, {
        position: token.position,
      });
    }
    this.advance();
  }
}

function unexpected(token: Token): RatingError {
  const what =
    token.type === 'eof' ? 'end of formula' : token.type === 'text' ? 'text' : `"${token.value}"`;
  return new RatingError('SYNTAX_ERROR', `Unexpected ${what}`, { position: token.position });
}

function tooDeep(maxDepth: number, position: SourcePosition): RatingError {
  return new RatingError('NESTING_TOO_DEEP', `Formula nests more than ${maxDepth} levels deep`, {
    position,
  });
}
