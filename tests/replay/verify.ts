// The scripted strengthened verification: asks the (scripted) bank which modes the bizType
// needs (ITSI500004) and sends the step entry's proofs with ITSI500005, so both calls are part
// of the recording; or cancels (on the token sheet, after the challenge) when the entry says so. A `verify` no step asked for is reported.
import type { CallBank, Verifier } from '../../engine/core/deps';
import type { StepEntry } from './fixture';
import { jsonCopy } from './paths';

export class VerifyScript {
  private entry: StepEntry | null = null;
  private label = '';
  private asked = 0;

  constructor(
    private readonly problems: string[],
    private readonly call: CallBank,
  ) {}

  begin(entry: StepEntry, label: string): void {
    this.entry = entry;
    this.label = label;
    this.asked = 0;
  }

  end(): void {
    if (this.entry?.verify && this.asked === 0) this.problems.push(`${this.label}: "verify" is given, but the step asked for no verification`);
    this.entry = null;
  }

  readonly verifier: Verifier = async ({ bizType }) => {
    this.asked += 1;
    const verify = this.entry?.verify;
    if (!verify) {
      this.problems.push(`${this.label}: the step asks for strengthened verification (${bizType}), but the entry gives no "verify"`);
      return null;
    }
    const index = (await this.call('ITSI500004', { bizType })) as { needVerify: boolean; theMods: string[] };
    if (!index.needVerify) return { bizType };
    // As the web verifier does: a token proof answers a transaction-code challenge the bank issues first.
    const token = (verify.proofs?.token ?? {}) as { deviceId?: string; challengeId?: string };
    if (token.challengeId) await this.call('ITSI500003', { clientDeviceId: token.deviceId });
    // Likewise an SMS proof answers the code the bank sent for the multiple verify first.
    const sms = verify.proofs?.sms as { transactionId?: string } | undefined;
    if (sms) await this.call('ITSI320001', { purpose: 'ITSI500005', transactionId: sms.transactionId });
    // Cancelled on the first sheet: nothing more is sent.
    if (verify.cancel) return null;
    const result = (await this.call('ITSI500005', { bizType, theMods: index.theMods, ...jsonCopy(verify.proofs ?? {}) })) as { bizType: string; ticket: string };
    return { bizType: result.bizType, ticket: result.ticket };
  };
}
