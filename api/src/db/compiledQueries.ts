import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { poolRunnerOf } from './database';
import type { Database } from './schema';

/**
 * A value a statement is built with in place of a call's own: compiled, it is one of the
 * statement's parameters, which each call fills with its value of the same name. A build
 * that compares one or writes it into text would make one statement for every value, so a
 * slot refuses to become a number or a string.
 */
class Slot {
  constructor(readonly name: string) {}

  [Symbol.toPrimitive](): never {
    throw new Error(
      `The value '${this.name}' was compared or written into text while its statement was built: pass it to the query as a value, and put what changes the text in the shape.`,
    );
  }
}

/** Statements kept per hot query, the oldest dropped first: a bound on what a caller's shapes cost. */
export const SHAPES_KEPT = 500;

/** A slot for each of `values`' names, typed as the values they stand in for. */
function slotsFor<Values extends object>(values: Values): Values {
  return Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)])) as Values;
}

/**
 * The statements of one hot query, each built and compiled once and then only run
 * (docs/architecture.md, "Statements compiled once"): building and compiling a query with
 * Kysely was about a fifth of a guarded call's own time (docs/benchmarks.md).
 *
 * `build` makes the query from its shape and its values. The shape (a small JSON value:
 * a folder's statuses, whether a cursor is given) is everything that changes the statement's
 * text; a statement is kept per shape (up to SHAPES_KEPT of them). The values
 * change only its parameters: at build time they are slots, so `build` passes each one to
 * the query as a value and never tests it.
 */
export class CompiledQueries<Shape, Values extends object, Row> {
  private readonly compiled = new Map<string, CompiledQuery<Row>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly build: (db: Kysely<Database>, shape: Shape, values: Values) => Compilable<Row>,
  ) {}

  async execute(shape: Shape, values: Values): Promise<Row[]> {
    const key = JSON.stringify(shape);
    let compiled = this.compiled.get(key);
    if (!compiled) {
      compiled = this.build(this.db, shape, slotsFor(values)).compile();
      if (this.compiled.size >= SHAPES_KEPT)
        this.compiled.delete(this.compiled.keys().next().value!);
      this.compiled.set(key, compiled);
    }
    return run(this.db, compiled, values);
  }
}

/**
 * A hot query whose text never changes (a read by key): one statement, built and compiled on
 * its first call as CompiledQueries builds each of its shapes, then only run with its values.
 */
export class CompiledStatement<Values extends object, Row> {
  private compiled: CompiledQuery<Row> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
  ) {}

  async execute(values: Values): Promise<Row[]> {
    this.compiled ??= this.build(this.db, slotsFor(values)).compile();
    return run(this.db, this.compiled, values);
  }
}

/** Runs a compiled statement with each slot's parameter filled from `values`. */
async function run<Values extends object, Row>(
  db: Kysely<Database>,
  compiled: CompiledQuery<Row>,
  values: Values,
): Promise<Row[]> {
  const parameters = compiled.parameters.map((parameter) =>
    parameter instanceof Slot ? values[parameter.name as keyof Values] : parameter,
  );
  const onPool = poolRunnerOf(db);
  if (onPool) return (await onPool(compiled.sql, parameters)) as Row[];
  // A query id per run: Kysely's plugins keep their state per query id.
  const query: CompiledQuery<Row> = { ...compiled, parameters, queryId: createQueryId() };
  const { rows } = await db.executeQuery(query);
  return rows;
}
