// The server's log output (server/http/logger.ts batchedStdout): the lines of one turn of the
// event loop go out together, in order, in one write; nothing is lost or reordered.
import { describe, expect, it } from 'vitest';
import { batchedStdout } from '../../../../server/http/logger.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batched log output', () => {
  it('writes the lines of one turn in one write, in order, and the next turn separately', async () => {
    const writes: string[] = [];
    const out = batchedStdout({ write: (text: string) => writes.push(text) });
    out.write('{"msg":"a"}\n');
    out.write('{"msg":"b"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n']);
    out.write('{"msg":"c"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n', '{"msg":"c"}\n']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });
});
