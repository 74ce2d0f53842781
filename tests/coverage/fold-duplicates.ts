// One branch counted once. Each phase runs a file through another transform (Vite's for the
// unit tests, tsx's for the Node processes, the production bundle for the browser), and the
// converter places a branch or statement in the TypeScript through that transform's source map.
// The maps agree on where a branch starts but not always on where it ends (one or two
// characters, at a semicolon or a closing parenthesis), and the merge joins only exact
// matches: the same branch would be counted once per transform, missed in all but one. Here
// the entries of a file that start at the same place (and are of the same kind) become one,
// with the counts of all.

interface Position {
  line: number;
  column: number;
}
interface Range {
  start: Position;
  end: Position;
}
interface Branch {
  type: string;
  loc?: Range;
  locations: Range[];
}
/** Istanbul's coverage of one file (the figures used here; the rest is kept as it is). */
export interface FileCoverage {
  statementMap: Record<string, Range>;
  s: Record<string, number>;
  branchMap: Record<string, Branch>;
  b: Record<string, number[]>;
  [other: string]: unknown;
}

const at = (position: Position) => `${position.line}:${position.column}`;

/** Groups entries by key; each group's counts added up; ids numbered afresh. */
function fold<T, C>(map: Record<string, T>, counts: Record<string, C>, key: (entry: T) => string, add: (a: C, b: C) => C): [Record<string, T>, Record<string, C>] {
  const groups = new Map<string, { entry: T; count: C }>();
  for (const [id, entry] of Object.entries(map)) {
    const k = key(entry);
    const group = groups.get(k);
    if (group) group.count = add(group.count, counts[id]!);
    else groups.set(k, { entry, count: counts[id]! });
  }
  const entries: Record<string, T> = {};
  const folded: Record<string, C> = {};
  [...groups.values()].forEach(({ entry, count }, i) => {
    entries[i] = entry;
    folded[i] = count;
  });
  return [entries, folded];
}

export function foldDuplicates(file: FileCoverage): FileCoverage {
  const [statementMap, s] = fold(file.statementMap, file.s, (range) => at(range.start), (a, b) => a + b);
  const [branchMap, b] = fold(
    file.branchMap,
    file.b,
    (branch) => `${branch.type}@${at((branch.loc ?? branch.locations[0]!).start)}/${branch.locations.length}`,
    (x, y) => x.map((n, i) => n + (y[i] ?? 0)),
  );
  return { ...file, statementMap, s, branchMap, b };
}
