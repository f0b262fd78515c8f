import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { AppError } from '../errors.js';
import { assertNoNul } from '../validation.js';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../paging.js';

/**
 * What one GraphQL request may ask for (OWASP GraphQL cheat sheet: depth, amount, cost, size). One module, so the
 * server and the test that walks the web client's own documents (test/graphql-limits.test.ts) use the same numbers.
 * The client's largest operation sits well under each (figures in docs/SECURITY.md); raise a limit only with a reason.
 */
export const GRAPHQL_LIMITS = {
  /** UTF-8 bytes of the query document (the client's largest is under 1 kB); fits a GET URL under Node's 16 kB header cap. */
  queryBytes: 8 * 1024,
  /** The whole JSON body (document + variables); the same cap as REST bodies. */
  bodyBytes: 100 * 1024,
  /** Lexical tokens of the document; checked while parsing, so a huge document is not parsed whole. */
  tokens: 1000,
  /** Nesting of fields, fragments flattened where they are spread (the client's deepest is 3). */
  depth: 6,
  aliases: 10,
  directives: 10,
  /** Estimated cost (see `estimators`): a paged list of `size` rows costs `size` times what each row asks for. */
  cost: 5000,
} as const;

const rejected = (code: string, message: string, limit: number) => new AppError(400, code, message, { limit });

export const LIMIT_ERRORS = {
  tooLarge: () =>
    new AppError(413, 'QUERY_TOO_LARGE', 'GraphQL 요청 문서가 너무 큽니다.', { limit: GRAPHQL_LIMITS.queryBytes }),
  tokens: () => rejected('QUERY_TOO_MANY_TOKENS', 'GraphQL 요청 문서가 너무 깁니다.', GRAPHQL_LIMITS.tokens),
  depth: () => rejected('QUERY_TOO_DEEP', 'GraphQL 요청의 중첩 깊이가 허용 한도를 넘었습니다.', GRAPHQL_LIMITS.depth),
  aliases: () => rejected('QUERY_TOO_MANY_ALIASES', 'GraphQL 요청의 별칭(alias) 수가 허용 한도를 넘었습니다.', GRAPHQL_LIMITS.aliases),
  directives: () =>
    rejected('QUERY_TOO_MANY_DIRECTIVES', 'GraphQL 요청의 지시어(directive) 수가 허용 한도를 넘었습니다.', GRAPHQL_LIMITS.directives),
  cost: () => rejected('QUERY_TOO_COMPLEX', 'GraphQL 요청의 예상 처리 비용이 허용 한도를 넘었습니다.', GRAPHQL_LIMITS.cost),
};

/**
 * armor reports a GraphQLError of its own wording; we report ours with the AppError as originalError, so
 * formatError and the HTTP status plugin answer it like every other caller mistake (400 + stable code).
 */
const reportAs = (error: () => AppError) => ({
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null) => {
      const app = error();
      ctx?.reportError(new GraphQLError(app.message, { originalError: app }));
    },
  ],
});

/** graphql-armor's depth, alias and directive rules plus, in production, hiding "Did you mean …?" suggestions. */
export function graphqlArmor(production: boolean): { plugins: ApolloServerPlugin[]; validationRules: ValidationRule[] } {
  const { plugins, validationRules } = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.depth, flattenFragments: true, ...reportAs(LIMIT_ERRORS.depth) },
    // armor lets `x: __typename` through by default; nothing of ours aliases it, so every alias counts
    maxAliases: { n: GRAPHQL_LIMITS.aliases, allowList: [], ...reportAs(LIMIT_ERRORS.aliases) },
    maxDirectives: { n: GRAPHQL_LIMITS.directives, ...reportAs(LIMIT_ERRORS.directives) },
    // the token limit is graphql-js's own parse option (parseOptions below): armor's Apollo variant throws from a
    // plugin hook, which Apollo answers with a 500
    maxTokens: { enabled: false },
    // armor's cost rule only multiplies by `first`/`last`; our lists page with `size` (costPlugin below)
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  // armor's typings resolve to Apollo's CommonJS declarations; the objects are the same at run time
  return { plugins: plugins as unknown as ApolloServerPlugin[], validationRules };
}

/** Apollo's parse options: graphql-js stops lexing after this many tokens (GRAPHQL_PARSE_FAILED, mapped in formatError). */
export const parseOptions = { maxTokens: GRAPHQL_LIMITS.tokens };

/** graphql-js's wording for the maxTokens parse option (graphql 16: "Document contains more that N tokens"). */
export const isTokenLimitError = (message: string) => /Document contains more tha[nt] \d+ tokens/.test(message);

/**
 * Cost estimate: each field 1, and a paged list (a field with a `size` argument) its page size times what one row
 * of it asks for, so 15 aliases of `accounts(size: 100)` cost what 1,500 rows of them would.
 */
export const estimators: ComplexityEstimator[] = [
  ({ field, args, childComplexity }) => {
    if (!field.args.some((a) => a.name === 'size')) return undefined;
    const size = typeof args.size === 'number' ? Math.min(Math.max(args.size, 1), MAX_PAGE_SIZE) : PAGE_SIZE;
    return 1 + size * childComplexity;
  },
  simpleEstimator({ defaultComplexity: 1 }),
];

export function queryCost(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string) {
  return getComplexity({ schema, query, variables, operationName, estimators });
}

/**
 * Only Int and Boolean variables can change a cost (`size: $size`, `@include(if: $b)`; null and absent differ when
 * the document gives a default); a string, enum or input object cannot. So a document's cost is cached by the values of those, and one that declares none costs the same
 * for every request: most requests skip the walk of the document against the schema.
 */
const costs = new WeakMap<DocumentNode, Map<string, number>>();
const COSTS_PER_DOCUMENT = 64;

function cachedCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number {
  let byVariables = costs.get(document);
  if (!byVariables) costs.set(document, (byVariables = new Map()));
  const key = `${operationName ?? ''}|${Object.keys(variables)
    .filter((k) => variables[k] === null || typeof variables[k] === 'number' || typeof variables[k] === 'boolean')
    .map((k) => `${k}=${String(variables[k])}`)
    .join('&')}`;
  let cost = byVariables.get(key);
  if (cost === undefined) {
    cost = queryCost(schema, document, variables, operationName);
    if (byVariables.size >= COSTS_PER_DOCUMENT) byVariables.clear();
    byVariables.set(key, cost);
  }
  return cost;
}

/**
 * Rejects an operation whose estimated cost is over the limit. It runs once the operation is resolved, because the
 * cost depends on the variables (`size: $size`); a variable that does not coerce is left to GraphQL's own error.
 */
export const costPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema }) {
        let cost: number;
        try {
          cost = cachedCost(schema, document, request.variables ?? {}, request.operationName ?? undefined);
        } catch {
          return;
        }
        if (cost > GRAPHQL_LIMITS.cost) {
          const app = LIMIT_ERRORS.cost();
          throw new GraphQLError(app.message, { originalError: app, extensions: { http: { status: 400 } } });
        }
      },
    };
  },
};

/** Documents already found free of NUL in their string literals (Apollo hands the same parsed document to every request that sends it). */
const nulFreeDocuments = new WeakSet<DocumentNode>();

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a variable or in a string literal of the document (`"a\\u0000b"`) is
 * refused with 400 BAD_USER_INPUT before any resolver runs, as parseInput refuses it for REST.
 */
export const noNulPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        try {
          if (!nulFreeDocuments.has(document)) {
            visit(document, { [Kind.STRING]: (node) => assertNoNul(node.value) });
            nulFreeDocuments.add(document);
          }
          assertNoNul(request.variables ?? {});
        } catch (e) {
          const app = e as AppError;
          throw new GraphQLError(app.message, { originalError: app, extensions: { http: { status: app.status } } });
        }
      },
    };
  },
};
