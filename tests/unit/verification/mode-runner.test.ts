// The mode runner of the verification hub: the modes run in the order given, each by its
// handler; a cancel stops everything; a mode the place cannot ask for is refused; theMods from
// a link (a JSON list) is read strictly.
import { describe, expect, it, vi } from 'vitest';
import { ModeUnavailableError, parseModes, runModes, type ModeHandlers } from '../../../app/verification/mode-runner';

describe('parseModes', () => {
  it('reads a JSON list or a list of known modes, each once', () => {
    expect(parseModes('["password","sms"]')).toEqual(['password', 'sms']);
    expect(parseModes(['float', 'token'])).toEqual(['float', 'token']);
    expect(parseModes('["face","password","sms","token","float"]')).toHaveLength(5);
  });

  it('refuses anything else', () => {
    for (const value of ['', '[]', 'password', '["password","password"]', '["pin"]', '{"a":1}', '[1]', null, undefined, 42]) {
      expect(parseModes(value), String(value)).toBeNull();
    }
  });
});

describe('runModes', () => {
  it('asks each mode in the order given and collects the proofs', async () => {
    const asked: string[] = [];
    const handlers: ModeHandlers = {
      sms: vi.fn(async () => (asked.push('sms'), { challengeId: 'SM1', otp: '123456', transactionId: 'tx0000000000000001' })),
      password: vi.fn(async () => (asked.push('password'), { password: 'Demo@2026' })),
      face: vi.fn(async () => (asked.push('face'), { faceScanId: 'FS1' })),
    };
    const seen: string[] = [];
    const proofs = await runModes(['password', 'face', 'sms'], handlers, (mode, i) => seen.push(`${i}:${mode}`));
    expect(asked).toEqual(['password', 'face', 'sms']);
    expect(seen).toEqual(['0:password', '1:face', '2:sms']);
    expect(proofs).toEqual({ password: { password: 'Demo@2026' }, face: { faceScanId: 'FS1' }, sms: { challengeId: 'SM1', otp: '123456', transactionId: 'tx0000000000000001' } });
  });

  it('stops at a cancel: the later modes are never asked', async () => {
    const sms = vi.fn(async () => ({ challengeId: 'SM1', otp: '123456', transactionId: 'tx0000000000000001' }));
    const proofs = await runModes(['password', 'sms'], { password: async () => null, sms });
    expect(proofs).toBeNull();
    expect(sms).not.toHaveBeenCalled();
  });

  it('refuses a mode it has no handler for before asking anything of it', async () => {
    const password = vi.fn(async () => ({ password: 'x' }));
    await expect(runModes(['password', 'face'], { password })).rejects.toBeInstanceOf(ModeUnavailableError);
    expect(password).toHaveBeenCalledTimes(1);
  });
});
