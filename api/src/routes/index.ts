import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type ApiRouteKey } from '@portal/shared/api/apiRoutes';

type RegisterRoute = (app: FastifyInstance) => void;

/** Loads a route file as compiled (dist/*.js) or as ts-jest serves it (src/*.ts). */
const load = createRequire(__filename);

const isRouteKey = (name: string): name is ApiRouteKey => Object.hasOwn(API_ROUTES, name);

/**
 * The route files, found in the folders beside this one: a call of the shared route table
 * (API_ROUTES) lives in routes/<feature>/<its key>.ts and default-exports its registration,
 * so adding a call is its table entry and its file, with no list to keep. Every other file
 * of a feature folder (listCursor.ts, uploadForm.ts, …) is a helper and is not loaded here.
 */
export function routeFiles(folder = __dirname): Map<ApiRouteKey, string> {
  const files = new Map<ApiRouteKey, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const { name, ext } = path.parse(entry.name);
    if (!entry.isFile() || !['.ts', '.js'].includes(ext) || !isRouteKey(name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const other = files.get(name);
    // In dist/, also a file left by an incremental build after its source moved.
    if (other) throw new Error(`Route ${name} has two files: ${other} and ${file}`);
    files.set(name, file);
  }
  const missing = Object.keys(API_ROUTES).filter((key) => !files.has(key as ApiRouteKey));
  if (missing.length > 0) throw new Error(`Routes without a file: ${missing.join(', ')}`);
  return files;
}

export function registerRoutes(app: FastifyInstance): void {
  for (const file of routeFiles().values()) {
    const register = (load(file) as { default: RegisterRoute }).default;
    register(app);
  }
}
