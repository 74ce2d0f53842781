// @vitest-environment jsdom
// The front end's side of "which definition did this?": codegen ships each
// journey's definition (id@version#hash of its flow.json) with its chunk, the engine names the
// flow and version of every submit, and the client sends the definition in the request header.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../bridge';
import { flowHash } from '../../../codegen/gen/journeys';
import { FlowRun } from '../../../engine/core/flow-run';
import type { EngineDeps } from '../../../engine/core/deps';
import * as transferJourney from '../../../generated/journeys/transfer.create/index.js';
import * as detailJourney from '../../../generated/journeys/transfer.detail/index.js';
import { ScriptedBank } from '../../replay/bank';
import { replayDeps } from '../../replay/deps';
import { flowsById } from '../../replay/flows';
import { apiValidators } from '../../../generated/validators/api.js';
import { realFixture } from '../replay/helpers';
import { envelope, headerFor, scriptedFetch } from '../bridge/helpers';

describe('flow provenance', () => {
  it('ships the definition of every journey with its chunk, hashed from its flow.json', () => {
    const json = fs.readFileSync(path.resolve('generated/journeys/transfer.create/flow.json'), 'utf8');
    expect(transferJourney.provenance).toEqual({ flow: `transfer.create@1#${flowHash(json)}`, tx: ['ITSI300001'] });
    expect(flowHash(json)).toMatch(/^[0-9a-f]{16}$/);
    // A journey that moves no money names its definition too (the bank checks its forms' rules).
    const detailJson = fs.readFileSync(path.resolve('generated/journeys/transfer.detail/flow.json'), 'utf8');
    expect(detailJourney.provenance).toEqual({ flow: `transfer.detail@1#${flowHash(detailJson)}`, tx: [] });
  });

  it('names the flow of every submit to the bank, and of no load', async () => {
    const source = realFixture('create-amend-en.json');
    const problems: string[] = [];
    const bank = new ScriptedBank(source.calls, source.mask ?? [], apiValidators, problems);
    const seen: [string, unknown][] = [];
    const deps: EngineDeps = replayDeps(source, async (tx, payload, from) => {
      seen.push([tx, from]);
      return bank.call(tx, payload);
    }, async () => {
      const { asked: _asked, ...credential } = source.steps[3]!.auth!;
      return credential;
    });
    const run = new FlowRun(flowsById()['transfer.create']!, deps);
    await run.start();
    await run.proceed(source.steps[2]!.input);
    await run.proceed();
    expect(run.stepId).toBe('result');
    expect(seen.filter(([, from]) => from !== undefined)).toEqual([
      ['ITSI300015', { flowId: 'transfer.create', version: 1 }],
      ['ITSI300001', { flowId: 'transfer.create', version: 1 }],
    ]);
  });

  it('sends the definition in the request header when the call names one', async () => {
    const fetchImpl = scriptedFetch(() => envelope('00000', {}));
    const client = createServiceClient({ header: headerFor('en'), config: { apiRoot: '/api/', appVersion: '1.2.3' }, fetch: fetchImpl });
    await client.callDynamic('ITSI300001', { amount: 1 }, { flow: 'transfer.create@1#0123456789abcdef' });
    await client.callDynamic('ITSI200001', { purpose: 'all' });
    const headers = fetchImpl.sent.map((r) => (r.body as { header: Record<string, unknown> }).header);
    expect(headers[0]!.flow).toBe('transfer.create@1#0123456789abcdef');
    expect(headers[1]).not.toHaveProperty('flow');
  });
});
