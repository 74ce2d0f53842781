// Where each object member of a JSON text is, so a codemod can take one out and leave the rest
// of the file byte for byte as its author wrote it (flows keep short arrays on one line).

export interface Member {
  path: (string | number)[];
  /** Offset of the member's key. */
  start: number;
  /** Offset just after its value. */
  end: number;
  /** The member after it in the same object, if any. */
  nextStart?: number;
  /** Offset just after the value of the member before it in the same object, if any. */
  prevEnd?: number;
}

export function jsonMembers(text: string): Member[] {
  const members: Member[] = [];
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
  };
  const string = (): string => {
    const from = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(from, i)) as string;
  };
  const value = (path: (string | number)[]): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i += 1;
      let prev: Member | undefined;
      ws();
      while (text[i] !== '}') {
        const start = i;
        const key = string();
        ws();
        i += 1; // the colon
        value([...path, key]);
        const member: Member = { path: [...path, key], start, end: i, ...(prev ? { prevEnd: prev.end } : {}) };
        if (prev) prev.nextStart = start;
        members.push(member);
        prev = member;
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
    } else if (c === '[') {
      i += 1;
      let n = 0;
      ws();
      while (text[i] !== ']') {
        value([...path, n++]);
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
    } else if (c === '"') string();
    else while (i < text.length && !/[\s,}\]]/.test(text[i]!)) i += 1;
  };
  value([]);
  return members;
}

/** The text without the member at `path` (with its comma), or the text as it was when there is none. */
export function removeMember(text: string, path: (string | number)[]): string {
  const key = JSON.stringify(path);
  const member = jsonMembers(text).find((m) => JSON.stringify(m.path) === key);
  if (!member) return text;
  if (member.nextStart !== undefined) return text.slice(0, member.start) + text.slice(member.nextStart);
  if (member.prevEnd !== undefined) return text.slice(0, member.prevEnd) + text.slice(member.end);
  // The only member: the object is left empty, with no space inside.
  let from = member.start;
  let to = member.end;
  while (from > 0 && /\s/.test(text[from - 1]!)) from -= 1;
  while (to < text.length && /\s/.test(text[to]!)) to += 1;
  return text.slice(0, from) + text.slice(to);
}
