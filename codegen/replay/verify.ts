// The scripted verification: for a bizType it asks the (scripted) bank which modes it needs
// (ITSI500004) and sends the step entry's proofs with ITSI500005; for a verification step's
// theMods it sends them with ITSI190030, as the web verifier does; so every call is part of the
// recording. Or it cancels (on the first sheet, after its challenge or code was sent) when the
// entry says so. A `verify` no step asked for is reported.
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

  readonly verifier: Verifier = async ({ bizType, theMods }) => {
    this.asked += 1;
    const verify = this.entry?.verify;
    if (!verify) {
      this.problems.push(`${this.label}: the step asks for verification (${bizType ?? JSON.stringify(theMods)}), but the entry gives no "verify"`);
      return null;
    }
    if (theMods) return this.callerModes(theMods, verify);
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

  /** A caller's modes: the token's challenge and the SMS code first (as their sheets do), then ITSI190030. */
  private async callerModes(theMods: string[], verify: NonNullable<StepEntry['verify']>) {
    const token = (verify.proofs?.token ?? {}) as { deviceId?: string; challengeId?: string };
    if (token.challengeId) await this.call('ITSI500003', { clientDeviceId: token.deviceId });
    const sms = verify.proofs?.sms as { transactionId?: string } | undefined;
    if (sms) await this.call('ITSI320001', { purpose: 'ITSI190030', transactionId: sms.transactionId });
    if (verify.cancel) return null;
    const result = (await this.call('ITSI190030', { theMods, ...jsonCopy(verify.proofs ?? {}) })) as { theMods: string[]; ticket: string };
    return { theMods: result.theMods, ticket: result.ticket };
  }
}
