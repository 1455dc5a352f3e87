// The reference API's OpenAPI document (docs/openapi.yaml) for tests: loaded and checked against the
// OpenAPI 3 schema once, registered with jest-openapi (expect(res).toSatisfyApiSpec()), plus the routes
// the Express app really serves, read from its router stack, so the document cannot drift from the code.
import * as path from 'node:path';
import type { Express } from 'express';
import jestOpenAPI from 'jest-openapi';
// jest-openapi's engine, installed with it: it parses the YAML and validates it as OpenAPI 3.
import { makeApiSpec } from 'openapi-validator';

export const OPENAPI_FILE = path.resolve(__dirname, '../../docs/openapi.yaml');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of an OpenAPI 3.0 document the tests read. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: Record<string, unknown>;
}

export interface OpenApiOperation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<OpenApiParameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Array<Record<string, string[]>>;
}

export interface Operation {
  method: HttpMethod;
  /** The OpenAPI path, e.g. '/api/booking/slots/{storeId}'. */
  path: string;
  operation: OpenApiOperation;
}

/** Loads docs/openapi.yaml; throws when it is not valid YAML or not a valid OpenAPI document. */
export function loadOpenApi(): OpenApiDocument {
  const spec = makeApiSpec(OPENAPI_FILE) as unknown as { spec: OpenApiDocument };
  return spec.spec;
}

/** Registers toSatisfyApiSpec / toSatisfySchemaInApiSpec against the document. */
export function useOpenApiMatchers(document: OpenApiDocument): void {
  jestOpenAPI(document as unknown as Parameters<typeof jestOpenAPI>[0]);
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [openApiPath, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) operations.push({ method, path: openApiPath, operation });
    }
  }
  return operations;
}

/** Follows a local '#/components/...' reference; throws when it points nowhere. */
export function resolveRef<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (value === null || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const ref = (value as { $ref: string }).$ref;
  if (!ref.startsWith('#/')) throw new Error(`Only local references are used: ${ref}`);
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (target === undefined) throw new Error(`Unresolved reference ${ref}`);
  return resolveRef(document, target as T | { $ref: string });
}

export function parametersOf(document: OpenApiDocument, operation: OpenApiOperation): OpenApiParameter[] {
  return (operation.parameters ?? []).map((parameter) => resolveRef<OpenApiParameter>(document, parameter));
}

/** Every '$ref' string anywhere in the document. */
export function allRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) allRefs(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else allRefs(child, found);
    }
  }
  return found;
}

/**
 * A concrete URL for an operation from its parameters' examples: path parameters filled in, required
 * query parameters appended. Throws when a required parameter has no example.
 */
export function exampleUrl(document: OpenApiDocument, { path: openApiPath, operation }: Operation): string {
  const parameters = parametersOf(document, operation);
  const url = openApiPath.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (parameter?.example === undefined) throw new Error(`${openApiPath}: path parameter ${name} has no example`);
    return encodeURIComponent(String(parameter.example));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
    if (parameter.example === undefined) throw new Error(`${openApiPath}: query parameter ${parameter.name} has no example`);
    query.set(parameter.name, String(parameter.example));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The OpenAPI path an actual request path answers to: literal segments beat parameters. */
export function matchOpenApiPath(document: OpenApiDocument, requestPath: string): string | undefined {
  const pathname = requestPath.split('?')[0] as string;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const candidates = Object.keys(document.paths).filter((openApiPath) => {
    const pattern = openApiPath
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${pattern}$`).test(trimmed);
  });
  const params = (p: string) => (p.match(/\{/g) ?? []).length;
  return candidates.sort((a, b) => params(a) - params(b))[0];
}

// ---- The routes the app serves ----------------------------------------------------------------------

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  rawPath?: unknown;
}

export interface ServedRoute {
  method: HttpMethod;
  /** In OpenAPI form: '/api/booking/slots/{storeId}'. */
  path: string;
}

/** Express's ':name' parameters as OpenAPI's '{name}'; other path syntax is refused so nothing is missed. */
export function toOpenApiPath(expressPath: string): string {
  if (/[*?()[\]{}]/.test(expressPath)) throw new Error(`Route path syntax the test does not read: ${expressPath}`);
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * Every method and path the app registers, walking its router stack and the routers mounted in it
 * (Express 5 / router 2 keep a mounted router's path in `rawPath`).
 */
export function servedRoutes(app: Express): ServedRoute[] {
  const root = (app as unknown as { router?: { stack?: RouterLayer[] } }).router;
  if (!root?.stack) throw new Error('The app has no router stack (Express 5 expected)');
  const routes: ServedRoute[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const routePath of paths) {
          if (typeof routePath !== 'string') throw new Error(`A route path that is not text: ${String(routePath)}`);
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && (HTTP_METHODS as readonly string[]).includes(method)) {
              routes.push({ method: method as HttpMethod, path: toOpenApiPath(prefix + routePath) });
            }
          }
        }
      } else if (layer.handle?.stack) {
        if (typeof layer.rawPath !== 'string') throw new Error('A mounted router without a text path');
        walk(layer.handle.stack, prefix + (layer.rawPath === '/' ? '' : layer.rawPath));
      }
    }
  };
  walk(root.stack, '');
  return routes;
}
