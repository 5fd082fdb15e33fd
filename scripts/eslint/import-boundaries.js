// Enforces the import rules of docs/ARCHITECTURE.md by resolving each relative or aliased import to its area.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** tsconfig.json's path aliases ("@web/*" → web/*) as [prefix, folder]. */
const aliases = Object.entries(
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths,
).map(([pattern, [target]]) => [pattern.replace(/\*$/, ''), path.resolve(root, target.replace(/\*$/, ''))]);

/** The file an import names inside the repository, or null for a package. */
function resolveSource(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  return alias ? path.join(alias[1], source.slice(alias[0].length)) : null;
}

/** Which app areas each area may import (besides itself). */
const allowedAreas = {
  web: ['contracts'],
  engine: ['contracts'],
  contracts: [],
  db: ['contracts'],
  server: ['contracts', 'db', 'engine'],
  e2e: ['contracts'],
  bench: ['contracts', 'db', 'engine', 'server', 'validation'],
  scripts: ['db', 'server', 'contracts', 'engine'],
  validation: ['contracts', 'engine', 'server'],
  // The client ships on its own: it imports nothing of the app, only its generated types and openapi-fetch.
  sdk: [],
};
/** What an area's tests may import besides its own rules: the SDK's tests run it against the real server. */
const testOnlyAreas = { sdk: ['server', 'db', 'scripts'] };
const areas = Object.keys(allowedAreas);
/** Packages only the database layer may import. */
const databasePackages = ['pg', 'drizzle-orm', '@electric-sql/pglite'];
/**
 * Parts of server/ that touch the database: services, and the infrastructure they stand on (auth, realtime). A research
 * type's folder (server/research-types/<type>/: executor, routes, record reader, CSV, PDF) is not one: it reaches the
 * database through services, as routes do.
 */
const databaseAreas = ['services', 'infrastructure'];

/**
 * Layers of the web app, highest first: a file may import its own layer or a lower one, never a higher one.
 * The entry points (main.tsx, entry-server.tsx) sit with app/; web/test holds test helpers only tests use.
 */
const webLayers = {
  app: 3,
  'main.tsx': 3,
  'entry-server.tsx': 3,
  features: 2,
  entities: 1,
  components: 0,
  lib: 0,
};
const webLayerOrder = 'app → features → entities → components/lib → contracts';

/**
 * Floors of the offline engine, lowest first: a file may import its own floor or a lower one. The ground is the
 * loose files under engine/offline/ (units, text analysis, seeded random, memoize); above the model sit the rooms every
 * research type shares (pricing, voice), then each research type's own room (engine/research-types/<type>/offline/,
 * which never imports another type's); the provider on top composes them.
 */
const offlineGround = ['units.ts', 'text-analysis.ts', 'seeded-random.ts', 'memoize.ts'];
const offlineRooms = { knowledge: 1, reading: 2, model: 3 };
const sharedRoomFloor = 4;
const typeRoomFloor = 5;
const providerFloor = 6;
const offlineFloorOrder =
  'offline-provider → research-types/<type>/offline → pricing, voice → model → reading → knowledge → units and other ground files';

/** Whether a path (split from the repository root) lies in a research type's own room: engine/research-types/<type>/offline/. */
const inTypeRoom = (rel) =>
  rel[0] === 'engine' && rel[1] === 'research-types' && rel[3] === 'offline' && rel.length > 4;

/** A loose file's name as it is written, whether a test, an importer (units.ts) or an import's target (../units). */
const looseFileName = (rel) => `${rel[2].replace(/(\.test)?(\.ts)?$/, '')}.ts`;

/** A file's floor in the offline engine (rel: its path split from the repository root), or undefined outside it. */
function offlineFloor(rel) {
  if (inTypeRoom(rel)) return typeRoomFloor;
  if (rel[0] !== 'engine' || rel[1] !== 'offline' || rel.length < 3) return undefined;
  if (rel.length === 3) {
    const name = looseFileName(rel);
    if (offlineGround.includes(name)) return 0;
    return name === 'offline-provider.ts' ? providerFloor : undefined;
  }
  return offlineRooms[rel[2]] ?? sharedRoomFloor;
}

/** How a message names a file's room: engine/offline/model, engine/offline/units.ts, engine/research-types/interview/offline. */
function roomName(rel) {
  if (inTypeRoom(rel)) return rel.slice(0, 4).join('/');
  return rel.length === 3 ? `engine/offline/${looseFileName(rel)}` : rel.slice(0, 3).join('/');
}

function locate(file) {
  const rel = path.relative(root, file).split(path.sep);
  return { area: rel[0], rel };
}

export default {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!areas.includes(from.area)) return {};
    const isTest = /(\.test\.tsx?|[/\\]testing\.ts)$/.test(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      if (!isTest && source.startsWith('../../../')) {
        context.report({
          node,
          message:
            'Name a module three or more folders up by its alias (@contracts/, @db/, @engine/, @server/, @web/), not by ../../../.',
        });
      }
      const resolved = resolveSource(file, source);
      if (resolved === null) {
        const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
        const touchesDb = databasePackages.includes(pkg);
        if (
          touchesDb &&
          ['web', 'engine', 'contracts', 'sdk'].includes(from.area) &&
          !(isTest && from.area === 'sdk')
        ) {
          context.report({ node, message: `${from.area}/ must not import ${pkg}.` });
        }
        if (touchesDb && from.area === 'server' && !isTest && !typeOnly) {
          const sub = from.rel[1];
          if (!databaseAreas.includes(sub) && sub !== 'db.ts' && from.rel.join('/') !== 'server/main.ts') {
            context.report({
              node,
              message: 'Only server/services (and server/infrastructure) touch the database.',
            });
          }
        }
        return;
      }
      const target = locate(resolved);
      // Tests and benchmarks may use the shared test doubles and fixtures in e2e/support (mock LLM and Stripe servers,
      // generated files); tests may also use their area's test-only areas.
      const testSupport =
        ((isTest || from.area === 'bench') && target.area === 'e2e' && target.rel[1] === 'support') ||
        (isTest && (testOnlyAreas[from.area] ?? []).includes(target.area));
      // web/lib's typed client takes the generated API types from the SDK (decision 057): types only, nothing that runs.
      const typedClient = from.area === 'web' && from.rel[1] === 'lib' && target.area === 'sdk' && typeOnly;
      if (target.area !== from.area && !testSupport && !typedClient) {
        if (!allowedAreas[from.area].includes(target.area)) {
          context.report({
            node,
            message: `${from.area}/ must not import from ${target.area}/ (docs/ARCHITECTURE.md, import rules).`,
          });
        }
        if (from.area === 'server' && target.area === 'db' && !typeOnly && !isTest) {
          const sub = from.rel[1];
          const allowed =
            databaseAreas.includes(sub) ||
            sub === 'db.ts' ||
            sub === 'main.ts' ||
            sub === 'worker.ts' ||
            sub === 'app.ts';
          if (!allowed)
            context.report({
              node,
              message: 'Only server/services (and server/infrastructure) touch the database.',
            });
        }
        return;
      }
      if (from.area === 'engine') {
        const fromFloor = offlineFloor(from.rel);
        const targetFloor = offlineFloor(target.rel);
        if (!isTest && fromFloor !== undefined && targetFloor !== undefined && targetFloor > fromFloor) {
          context.report({
            node,
            message: `${roomName(from.rel)} must not import ${roomName(target.rel)} (floors: ${offlineFloorOrder}).`,
          });
        }
        const otherType = target.rel[1] === 'research-types' && target.rel[2] !== from.rel[2];
        if (!isTest && inTypeRoom(from.rel) && otherType) {
          context.report({
            node,
            message: `${roomName(from.rel)} must not import research type '${target.rel[2]}': each type's room stands on the shared floors alone.`,
          });
        }
        const room = (rel) => (rel[1] === 'offline' ? rel[2] : undefined);
        const reads = room(from.rel) === 'reading' || room(from.rel) === 'knowledge';
        if (reads && room(target.rel) === 'voice') {
          context.report({
            node,
            message: `engine/offline/${room(from.rel)} reads what a concept says and must not import the voice.`,
          });
        }
        return;
      }
      if (from.area !== 'web') return;
      const fromLayer = webLayers[from.rel[1]];
      const targetLayer = webLayers[target.rel[1]];
      if (fromLayer !== undefined && targetLayer !== undefined && targetLayer > fromLayer) {
        context.report({
          node,
          message: `web/${from.rel[1]} must not import web/${target.rel[1]} (layers: ${webLayerOrder}).`,
        });
      }
      if (from.rel[1] === 'features' && target.rel[1] === 'features' && from.rel[2] !== target.rel[2]) {
        context.report({
          node,
          message: `Feature '${from.rel[2]}' must not import feature '${target.rel[2]}'.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
