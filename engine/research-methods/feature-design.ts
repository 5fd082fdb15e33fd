// A choice-based conjoint's design: each twin's own tasks, seeded by the study and the twin. Every attribute's levels
// and every price appear equally often (within one) across a twin's products; no twin sees the same product at the
// same price twice, and no task holds two products with the same levels (the same product twice, or the same product
// at a lower price beside it: a dominated alternative, the one order the design knows). Decision 053.
import { seededRandom, type SeededRandom } from '../offline/seeded-random';

export interface DesignShape {
  /** Levels per attribute. */
  levels: readonly number[];
  prices: number;
  tasks: number;
  alternatives: number;
}

/** One product in a task: a level index per attribute and a price index. */
export interface DesignedProduct {
  levels: number[];
  price: number;
}

export type DesignTask = DesignedProduct[];

const profilesOf = (shape: DesignShape) => shape.levels.reduce((product, count) => product * count, 1);

/**
 * The most tasks a twin can be given: every product at every price once at most, and enough distinct products to
 * fill one task.
 */
export function maxTasksOf(shape: Omit<DesignShape, 'tasks'>): number {
  const profiles = profilesOf({ ...shape, tasks: 0 });
  if (profiles < shape.alternatives) return 0;
  return Math.floor((profiles * shape.prices) / shape.alternatives);
}

/** `count` values cycling through 0..options-1 (each within one of count / options times), shuffled. */
function balancedColumn(count: number, options: number, random: SeededRandom): number[] {
  const column = Array.from({ length: count }, (_, k) => k % options);
  for (let k = count - 1; k > 0; k--) {
    const other = Math.floor(random.next() * (k + 1));
    [column[k], column[other]] = [column[other]!, column[k]!];
  }
  return column;
}

/** Products that break a rule: a repeat of an earlier product at its price, or a second product of the same levels in a task. */
function conflictsOf(columns: readonly number[][], shape: DesignShape): number[] {
  const attributes = shape.levels.length;
  const size = shape.tasks * shape.alternatives;
  const seen = new Set<string>();
  const conflicts: number[] = [];
  for (let position = 0; position < size; position++) {
    const profile = columns
      .slice(0, attributes)
      .map((column) => column[position])
      .join(',');
    const concept = `${profile}@${columns[attributes]![position]}`;
    const task = Math.floor(position / shape.alternatives);
    let clash = seen.has(concept);
    for (let other = task * shape.alternatives; other < position && !clash; other++)
      clash = columns.slice(0, attributes).every((column) => column[other] === column[position]);
    if (clash) conflicts.push(position);
    seen.add(concept);
  }
  return conflicts;
}

const MAX_REPAIRS = 20_000;

/**
 * A twin's tasks. Columns start balanced and shuffled; products that break a rule are repaired by swapping one of
 * their values with another product's in the same column (which keeps the balance), keeping swaps that do not add
 * conflicts. Throws when the shape asks for more tasks than maxTasksOf.
 */
export function designTasks(shape: DesignShape, seed: string): DesignTask[] {
  const limit = maxTasksOf(shape);
  if (shape.tasks > limit)
    throw new RangeError(`The design can fill at most ${limit} tasks of ${shape.alternatives} products`);
  const random = seededRandom(`feature-design\u0000${seed}`);
  const size = shape.tasks * shape.alternatives;
  const options = [...shape.levels, shape.prices];
  const columns = options.map((count) => balancedColumn(size, count, random));
  let conflicts = conflictsOf(columns, shape);
  for (let repair = 0; conflicts.length > 0 && repair < MAX_REPAIRS; repair++) {
    const position = random.pick(conflicts);
    const column = columns[Math.floor(random.next() * columns.length)]!;
    const other = Math.floor(random.next() * size);
    [column[position], column[other]] = [column[other]!, column[position]!];
    const after = conflictsOf(columns, shape);
    if (after.length <= conflicts.length) conflicts = after;
    else [column[position], column[other]] = [column[other]!, column[position]!];
  }
  if (conflicts.length > 0)
    throw new RangeError('No design without repeated products was found for this shape');
  return Array.from({ length: shape.tasks }, (_, task) =>
    Array.from({ length: shape.alternatives }, (_, j) => {
      const position = task * shape.alternatives + j;
      return {
        levels: columns.slice(0, shape.levels.length).map((column) => column[position]!),
        price: columns[shape.levels.length]![position]!,
      };
    }),
  );
}
