// Runs the schema migrations on start. The provider lists migration modules in code because
// a folder scan (FileMigrationProvider) depends on how the files are loaded (tsx, bundlers).
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as auditLog from './migrations/0002-audit-log.js';
import * as transfersFps from './migrations/0003-transfers-fps.js';
import * as qrFpsRegistration from './migrations/0004-qr-fps-registration.js';
import * as billPayments from './migrations/0005-bill-payments.js';
import * as billServices from './migrations/0006-bill-services.js';
import * as security from './migrations/0007-security.js';
import * as deviceChannels from './migrations/0008-device-channels.js';
import * as ticketInstruction from './migrations/0009-ticket-instruction.js';
import * as transferDailySumIndex from './migrations/0010-transfer-daily-sum-index.js';
import * as physicalCheques from './migrations/0011-physical-cheques.js';
import * as eCheques from './migrations/0012-e-cheques.js';
import * as eChequePayment from './migrations/0013-e-cheque-payment.js';
import * as timeDeposits from './migrations/0014-time-deposits.js';
import * as notices from './migrations/0015-notices.js';
import * as eChequeDrawerSignature from './migrations/0016-e-cheque-drawer-signature.js';
import * as accountsArea from './migrations/0017-accounts-area.js';
import * as forex from './migrations/0018-forex.js';
import * as accountOpening from './migrations/0022-account-opening.js';
import * as analyticsAndPointsMall from './migrations/0020-analytics-and-points-mall.js';
import * as mortgageBranches from './migrations/0019-mortgage-branches.js';
import * as settings from './migrations/0021-settings.js';
import * as flowProvenance from './migrations/0023-flow-provenance.js';
import * as nativeDeviceAndRisk from './migrations/0026-native-device-and-risk.js';
import * as settingsMore from './migrations/0024-settings-more.js';
import * as sharedLimitsAndClock from './migrations/0027-shared-limits-and-clock.js';
import * as oneFpsDirectory from './migrations/0028-one-fps-directory.js';
import * as flowRegistry from './migrations/0029-flow-registry.js';
import * as journeyBundles from './migrations/0030-journey-bundles.js';
import * as flowMigrationMaps from './migrations/0031-flow-migration-maps.js';
import * as staffAndApprovals from './migrations/0032-staff-and-approvals.js';
import * as stagedRollout from './migrations/0033-staged-rollout.js';
import * as rolloutAbandonment from './migrations/0034-rollout-abandonment.js';
import * as ebillInformation from './migrations/0035-ebill-information.js';
import * as goodsMessageImages from './migrations/0036-goods-message-images.js';
import * as oneLimitCounter from './migrations/0037-one-limit-counter.js';
import * as verificationHub from './migrations/0025-verification-hub.js';
import type { Database } from './schema.js';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-audit-log': auditLog,
  '0003-transfers-fps': transfersFps,
  '0004-qr-fps-registration': qrFpsRegistration,
  '0005-bill-payments': billPayments,
  '0006-bill-services': billServices,
  '0007-security': security,
  '0008-device-channels': deviceChannels,
  '0009-ticket-instruction': ticketInstruction,
  '0010-transfer-daily-sum-index': transferDailySumIndex,
  '0011-physical-cheques': physicalCheques,
  '0012-e-cheques': eCheques,
  '0013-e-cheque-payment': eChequePayment,
  '0014-time-deposits': timeDeposits,
  '0015-notices': notices,
  '0016-e-cheque-drawer-signature': eChequeDrawerSignature,
  '0017-accounts-area': accountsArea,
  '0018-forex': forex,
  '0022-account-opening': accountOpening,
  '0020-analytics-and-points-mall': analyticsAndPointsMall,
  '0019-mortgage-branches': mortgageBranches,
  '0021-settings': settings,
  '0023-flow-provenance': flowProvenance,
  '0024-settings-more': settingsMore,
  '0025-verification-hub': verificationHub,
  '0026-native-device-and-risk': nativeDeviceAndRisk,
  '0027-shared-limits-and-clock': sharedLimitsAndClock,
  '0028-one-fps-directory': oneFpsDirectory,
  '0029-flow-registry': flowRegistry,
  '0030-journey-bundles': journeyBundles,
  '0031-flow-migration-maps': flowMigrationMaps,
  '0032-staff-and-approvals': staffAndApprovals,
  '0033-staged-rollout': stagedRollout,
  '0034-rollout-abandonment': rolloutAbandonment,
  '0035-ebill-information': ebillInformation,
  '0036-goods-message-images': goodsMessageImages,
  '0037-one-limit-counter': oneLimitCounter,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** The bank's migrations on `db` (also for tests that take a database to an earlier version). */
export function bankMigrator(db: Kysely<Database>): Migrator {
  // Migrations are numbered per change and may be merged out of number order (a database that
  // ran 0016 before 0014 arrived still takes 0014): each is independent of the later ones.
  return new Migrator({ db, provider, allowUnorderedMigrations: true });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await bankMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
