import type {
  CreateMindMapBody,
  ImportMindMapBody,
  MindMap,
  MindMapDataInput,
  MindMapKnowledge,
  MindMapSummary,
  NodeKnowledge,
  RecordRecallBody,
  StoredEdge,
  StoredMapData,
  StoredNode,
  UpdateMindMapBody,
} from '@quietdesk/core/api/mind-maps';
import { MIND_MAP_NODE_TEXT_MAX, MIND_MAP_TITLE_MAX } from '@quietdesk/core/api/mind-maps';
import {
  checkGraph,
  childrenOf,
  edgeIdFor,
  pathFromRoot,
  siblingsOf,
} from '@quietdesk/core/mind-maps/graph';
import {
  OutlineImportError,
  outlineToMap,
  parseMarkdownOutline,
  parseOpml,
} from '@quietdesk/core/mind-maps/outline';
import { cardOutcome, knowledgeLevel, type TestOutcome } from '@quietdesk/core/mind-maps/knowledge';
import {
  retrievability,
  type CardSchedule,
  type ReviewRating,
} from '@quietdesk/core/flashcards/schedule';
import { callAi } from '../../ai/errors.ts';
import type { AiProvider } from '../../ai/provider.ts';
import type { Clock } from '../../clock.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { removeOr404 } from '../../http/owned-or-404.ts';
import type {
  MindMapHeadRow,
  MindMapQueries,
  MindMapRecallRow,
  MindMapRow,
  MindMapsRepository,
  MindMapSummaryRow,
} from './mind-maps.repository.ts';
import { UUID } from '@quietdesk/core/uuid';

const NOT_FOUND = 'Mind map not found.';

interface MindMapLimits {
  maxNodes: number;
  maxEdges: number;
}

function toSummary(row: MindMapSummaryRow): MindMapSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    is_favorite: row.isFavorite,
    node_count: row.nodeCount,
    plan_id: row.planId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A map as the service answers it: the graph is still the JSON text it is stored as, so a read
 * sends ~200 KB on without parsing and re-printing it. `mindMapJson` turns it into the reply.
 */
export type MindMapReply = Omit<MindMap, 'map_data'> & { map_data: GraphJson };

/** JSON text of a StoredMapData written by this service (never text from a client). */
type GraphJson = string & { readonly graphJson: unique symbol };

const graphJson = (map: StoredMapData) => JSON.stringify(map) as GraphJson;

function toMindMap(row: MindMapRow): MindMapReply {
  return {
    ...toSummary(row),
    map_data: row.mapJson as GraphJson,
    version: row.version,
    engine: row.engine,
  };
}

/** The reply body of a MindMapReply: the map's fields with the stored graph text spliced in. */
export function mindMapJson({ map_data, ...rest }: MindMapReply): string {
  return `${JSON.stringify(rest).slice(0, -1)},"map_data":${map_data}}`;
}

/** Reads an If-Match header: `"3"`, `W/"3"` or `3`; undefined when absent or `*`. */
export function versionFromIfMatch(header: string | undefined): number | undefined {
  if (!header || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw new HttpError(400, 'If-Match must hold the version of the map, e.g. "3".');
  return Number(match[1]);
}

export const etagOf = (version: number) => `"${version}"`;

/**
 * How well each tested node is known: its last recall mark and the last review of each card made
 * from it are its tests (core's knowledgeLevel).
 */
function knowledgeOf(
  recall: readonly MindMapRecallRow[],
  cards: ReadonlyArray<CardSchedule & { nodeId: string; rating: ReviewRating }>,
  now: Date,
): NodeKnowledge[] {
  const tests = new Map<
    string,
    { outcomes: TestOutcome[]; knew: number; missed: number; cards: number }
  >();
  const entry = (nodeId: string) => {
    let found = tests.get(nodeId);
    if (!found) tests.set(nodeId, (found = { outcomes: [], knew: 0, missed: 0, cards: 0 }));
    return found;
  };
  for (const row of recall) {
    const node = entry(row.nodeId);
    node.outcomes.push(row.lastResult === 'knew' ? 'passed' : 'failed');
    node.knew = row.knew;
    node.missed = row.missed;
  }
  for (const card of cards) {
    const node = entry(card.nodeId);
    node.outcomes.push(
      cardOutcome({
        lastRating: card.rating,
        state: card.state,
        retrievability: retrievability(card, now),
      }),
    );
    node.cards += 1;
  }
  return [...tests].map(([nodeId, { outcomes, knew, missed, cards: reviewed }]) => ({
    node_id: nodeId,
    level: knowledgeLevel(outcomes)!,
    knew,
    missed,
    cards: reviewed,
  }));
}

const norm = (text: string) => text.trim().toLocaleLowerCase();

interface MindMapsServiceDeps {
  repository: MindMapsRepository;
  provider: AiProvider;
  clock: Clock;
  limits: MindMapLimits;
}

export function createMindMapsService({
  repository,
  provider,
  clock,
  limits,
}: MindMapsServiceDeps) {
  const checkLimits = (map: StoredMapData, what = 'This map') => {
    if (map.nodes.length > limits.maxNodes) {
      throw new HttpError(
        413,
        `${what} has ${map.nodes.length} nodes; a mind map can hold at most ${limits.maxNodes}. Nothing was saved.`,
      );
    }
    if (map.edges.length > limits.maxEdges) {
      throw new HttpError(
        413,
        `${what} has ${map.edges.length} connections; a mind map can hold at most ${limits.maxEdges}. Nothing was saved.`,
      );
    }
  };

  /** A graph the editor can draw, within the limits; otherwise 422 or 413 naming the problem. */
  const validGraph = (input: MindMapDataInput): StoredMapData => {
    const checked = checkGraph(input);
    if (!checked.ok) throw unprocessable(`map_data is not a valid mind map: ${checked.problem}`);
    checkLimits(checked.data);
    return checked.data;
  };

  const requireId = (ownerId: string | undefined, id: string): ownerId is string => {
    if (!ownerId || !UUID.test(id)) throw notFound(NOT_FOUND);
    return true;
  };

  const insert = async (
    ownerId: string,
    fields: { title: string; description: string; tags: string[] },
    mapData: StoredMapData,
    engine: MindMap['engine'],
  ) => {
    const now = clock();
    return toMindMap(
      await repository.insert({
        ownerId,
        ...fields,
        isFavorite: false,
        mapJson: graphJson(mapData),
        nodeCount: mapData.nodes.length,
        version: 1,
        engine,
        createdAt: now,
        updatedAt: now,
      }),
    );
  };

  /** Saves new map_data when `expected` (if given) is still the stored version. */
  const saveGraph = async (
    queries: MindMapQueries,
    row: MindMapHeadRow,
    mapData: StoredMapData,
  ): Promise<MindMapReply> => {
    // updated_at moves forward on every save even when the clock does not.
    const now = Math.max(clock().getTime(), row.updatedAt.getTime() + 1);
    // Printed once: the same text is stored and sent back.
    const mapJson = graphJson(mapData);
    const head = await queries.updateHead(row.ownerId, row.id, {
      mapJson,
      nodeCount: mapData.nodes.length,
      version: row.version + 1,
      updatedAt: new Date(now),
    });
    await queries.forgetRemovedCardNodes(
      row.ownerId,
      row.id,
      mapData.nodes.map((n) => n.id),
    );
    return toMindMap({ ...head, mapJson });
  };

  const lockedForSave = async (
    queries: MindMapQueries,
    ownerId: string,
    id: string,
    expected: number | undefined,
  ) => {
    const row = await queries.lockHead(ownerId, id);
    if (!row) throw notFound(NOT_FOUND);
    if (expected !== undefined && expected !== row.version) {
      throw conflict(
        `This mind map was saved somewhere else since you opened it (it is now at version ${row.version}, yours is ${expected}). Nothing was saved.`,
      );
    }
    return row;
  };

  return {
    async list(ownerId: string | undefined): Promise<MindMapSummary[]> {
      if (!ownerId) return [];
      return (await repository.list(ownerId)).map(toSummary);
    },

    async create(
      ownerId: string,
      body: Required<Pick<CreateMindMapBody, 'title'>> & { description: string; tags: string[] },
    ): Promise<MindMapReply> {
      return insert(ownerId, body, { nodes: [], edges: [] }, null);
    },

    async generate(ownerId: string, topic: string, signal?: AbortSignal): Promise<MindMapReply> {
      const generated = await callAi(() =>
        provider.generateMindMap(topic, { now: clock(), signal }),
      );
      const checked = checkGraph(generated.map_data);
      if (!checked.ok) {
        throw new HttpError(
          502,
          `The AI engine produced a map that is not a graph: ${checked.problem}`,
        );
      }
      return insert(
        ownerId,
        {
          title: generated.title.trim().slice(0, MIND_MAP_TITLE_MAX) || topic,
          description: generated.description,
          tags: [...new Set(generated.tags)],
        },
        checked.data,
        provider.info,
      );
    },

    async importOutline(
      ownerId: string,
      body: ImportMindMapBody & { format: 'markdown' | 'opml' },
    ) {
      let parsed;
      try {
        parsed =
          body.format === 'opml' ? parseOpml(body.content) : parseMarkdownOutline(body.content);
      } catch (error) {
        if (error instanceof OutlineImportError) throw unprocessable(error.message);
        throw error;
      }
      if (!parsed.items.length) {
        throw unprocessable('There is nothing to import: the outline has no items.');
      }
      const mapData = outlineToMap(parsed.items);
      checkLimits(mapData, 'This outline');
      const fallback = parsed.items[0]!.text.trim() || 'Imported map';
      const title = (body.title ?? parsed.title ?? fallback).trim().slice(0, MIND_MAP_TITLE_MAX);
      return insert(
        ownerId,
        { title: title || 'Imported map', description: '', tags: [] },
        mapData,
        null,
      );
    },

    async get(ownerId: string | undefined, id: string): Promise<MindMapReply> {
      requireId(ownerId, id);
      const row = await repository.find(ownerId!, id);
      if (!row) throw notFound(NOT_FOUND);
      return toMindMap(row);
    },

    async save(
      ownerId: string,
      id: string,
      input: MindMapDataInput,
      expected: number | undefined,
    ): Promise<MindMapReply> {
      requireId(ownerId, id);
      const mapData = validGraph(input);
      return repository.transaction(async (queries) =>
        saveGraph(queries, await lockedForSave(queries, ownerId, id, expected), mapData),
      );
    },

    /**
     * Asks the engine for children of `nodeId` given the map as the client has it, keeps only new
     * nodes whose text is not already on the path from the root, among the siblings or among the
     * node's children, and saves the result.
     */
    async expand(
      ownerId: string,
      id: string,
      nodeId: string,
      input: MindMapDataInput,
      expected: number | undefined,
      signal?: AbortSignal,
    ): Promise<MindMapReply> {
      requireId(ownerId, id);
      const map = validGraph(input);
      const node = map.nodes.find((n) => n.id === nodeId);
      // Fail before spending an AI call on a map that is gone or stale.
      await repository.transaction((queries) => lockedForSave(queries, ownerId, id, expected));
      if (!node) throw notFound(`The node "${nodeId.slice(0, 60)}" is not in this mind map.`);
      const byId = new Map(map.nodes.map((n) => [n.id, n]));
      const hints = {
        path: pathFromRoot(map, nodeId),
        siblings: siblingsOf(map, nodeId),
      };
      const children = (childrenOf(map).get(nodeId) ?? []).map((c) => byId.get(c)!.text);
      const answer = await callAi(() =>
        provider.expandMindMapNode(map, nodeId, { now: clock(), signal }, hints),
      );

      const known = new Set([...hints.path, ...hints.siblings, ...children].map(norm));
      const fresh: StoredNode[] = [];
      for (const candidate of answer.nodes) {
        if (byId.has(candidate.id)) continue;
        const text = candidate.text.trim();
        if (!text || text.length > MIND_MAP_NODE_TEXT_MAX || known.has(norm(text))) continue;
        if (!Number.isFinite(candidate.x) || !Number.isFinite(candidate.y)) continue;
        known.add(norm(text));
        fresh.push({
          id: candidate.id,
          text,
          x: candidate.x,
          y: candidate.y,
          ...(candidate.source ? { source: candidate.source } : {}),
        });
      }
      if (!fresh.length) {
        throw unprocessable(
          `No new ideas for "${node.text.slice(0, 80)}" that are not already on the map.`,
        );
      }
      const edgeIds = new Set(map.edges.map((e) => e.id));
      const edges: StoredEdge[] = fresh.map((child) => {
        let edgeId = edgeIdFor(nodeId, child.id);
        for (let n = 2; edgeIds.has(edgeId); n++) edgeId = `${edgeIdFor(nodeId, child.id)}-${n}`;
        edgeIds.add(edgeId);
        return { id: edgeId, source: nodeId, target: child.id };
      });
      const expanded = { nodes: [...map.nodes, ...fresh], edges: [...map.edges, ...edges] };
      checkLimits(expanded, 'The expanded map');
      return repository.transaction(async (queries) =>
        saveGraph(queries, await lockedForSave(queries, ownerId, id, expected), expanded),
      );
    },

    async update(ownerId: string, id: string, body: UpdateMindMapBody): Promise<MindMapReply> {
      requireId(ownerId, id);
      return repository.transaction(async (queries) => {
        const row = await queries.find(ownerId, id, { forUpdate: true });
        if (!row) throw notFound(NOT_FOUND);
        // A plan deleted after this check fails the write on its foreign key: 404 as well.
        if (body.plan_id && !(await queries.ownsPlan(ownerId, body.plan_id))) {
          throw notFound('Plan not found.');
        }
        // Starring a map is not editing it: the update date (and the list order) stay.
        const edits =
          body.title !== undefined || body.description !== undefined || body.tags !== undefined;
        const now = edits
          ? Math.max(clock().getTime(), row.updatedAt.getTime() + 1)
          : row.updatedAt.getTime();
        return toMindMap(
          await queries.update(ownerId, id, {
            ...(body.title !== undefined && { title: body.title }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.tags !== undefined && { tags: body.tags }),
            ...(body.is_favorite !== undefined && { isFavorite: body.is_favorite }),
            ...(body.plan_id !== undefined && { planId: body.plan_id }),
            updatedAt: new Date(now),
          }),
        );
      });
    },

    async knowledge(ownerId: string | undefined, id: string): Promise<MindMapKnowledge> {
      requireId(ownerId, id);
      if (!(await repository.exists(ownerId!, id))) throw notFound(NOT_FOUND);
      const [recall, cards] = await Promise.all([
        repository.recallOf(ownerId!, id),
        repository.lastCardReviews(ownerId!, id),
      ]);
      return { nodes: knowledgeOf(recall, cards, clock()) };
    },

    /** One recall mark for a node of the map; answers how well that node is now known. */
    async recordRecall(
      ownerId: string,
      id: string,
      body: RecordRecallBody,
    ): Promise<NodeKnowledge> {
      requireId(ownerId, id);
      return repository.transaction(async (queries) => {
        const row = await queries.find(ownerId, id);
        if (!row) throw notFound(NOT_FOUND);
        // Marks only for nodes the map has: the table can never outgrow the map.
        const graph = JSON.parse(row.mapJson) as StoredMapData;
        if (!graph.nodes.some((n) => n.id === body.node_id)) {
          throw notFound(`The node "${body.node_id.slice(0, 60)}" is not in this mind map.`);
        }
        const mark = await queries.recordRecall(ownerId, id, body.node_id, body.result, clock());
        const cards = (await queries.lastCardReviews(ownerId, id)).filter(
          (c) => c.nodeId === body.node_id,
        );
        return knowledgeOf([mark], cards, clock())[0]!;
      });
    },

    async remove(ownerId: string | undefined, id: string): Promise<void> {
      await removeOr404(ownerId, id, repository.remove, NOT_FOUND);
    },
  };
}

export type MindMapsService = ReturnType<typeof createMindMapsService>;
