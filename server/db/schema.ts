// Table shapes as the query layer sees them. Money and counters are numbers here: SQLite
// returns integers as numbers and the PostgreSQL pool parses int8 to number (see connect.ts).
// Timestamps are ISO-8601 UTC text of fixed width, so text order is time order on both
// databases. Flags are 0/1 integers because SQLite has no boolean type.

import type { ColumnType, Generated } from 'kysely';

export type AccountKind = 'customer' | 'clearing' | 'settlement' | 'bills-payable' | 'fee-income' | 'time-deposits' | 'interest-expense' | 'merchant-collection' | 'atm-cash' | 'fx-position' | 'mainland-remittance';

export interface CustomersTable {
  id: string;
  login_id: string;
  password_hash: string;
  cust_no: string;
  name_zh: string;
  name_en: string;
  id_type: string;
  id_number: string;
  mobile: string;
  need_opt_flag: string;
  created_at: string;
  /** 'YYYY-MM-DD' (settings: proves identity for a forgotten password with the ID number). */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  password_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the password must be set again under the upgraded password system (E001101338). */
  password_upgrade: ColumnType<number, number | undefined, number>;
  /** The e-mail address the bank writes to (migration 0024); null when none. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the customer last set or deleted the address online; null when never. */
  email_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AccountsTable {
  id: string;
  /** Null for the bank's internal ledger accounts. */
  customer_id: string | null;
  account_no: string;
  account_type: string;
  currency: string;
  kind: AccountKind;
  product_zh_tw: string;
  product_zh_cn: string;
  product_en: string;
  /** 'active' or 'frozen'; only active accounts can send money. */
  status: string;
  /** Cached ledger balance: always equal to the sum of this account's postings. */
  balance: number;
  /** Money Safe: the part of the balance the customer locked; no channel can debit it. */
  safe_locked: ColumnType<number, number | undefined, number>;
  /** ATM cards (type 04): 'active' or 'locked'; null for other accounts. */
  card_status: ColumnType<string | null, string | null | undefined, string | null>;
  card_status_at: ColumnType<string | null, string | null | undefined, string | null>;
  sort_order: number;
  created_at: string;
}

export interface JournalEntriesTable {
  id: string;
  kind: string;
  reference: string;
  created_at: string;
}

export interface PostingsTable {
  entry_id: string;
  line_no: number;
  account_id: string;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: number;
}

export interface PayeesTable {
  id: string;
  customer_id: string;
  name: string;
  bank_code: string;
  account_no: string;
  nickname: string | null;
  sort_order: number;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  customer_id: string;
  created_at: string;
  last_seen_at: string;
}

export interface CustomerLimitsTable {
  customer_id: string;
  /** 'transfer-daily' | 'consumption-daily' | 'atm-daily' */
  kind: string;
  currency: string;
  amount: number;
  updated_at: string;
}

export interface CustomerContactsTable {
  customer_id: string;
  home_phone: string | null;
  office_phone: string | null;
  address_json: string | null;
  updated_at: string;
}

export interface AtmOverseasTable {
  customer_id: string;
  enabled: number;
  until: string | null;
  updated_at: string;
}

export interface PasswordResetsTable {
  ticket_hash: string;
  customer_id: string;
  transaction_id: string;
  status: string;
  created_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  login_id: string;
  failed_count: number;
  locked_until: string | null;
  updated_at: string;
}

export interface TokenDevicesTable {
  id: string;
  customer_id: string;
  device_id: string;
  /** AES-256-GCM ciphertext of the TOTP seed. */
  seed_enc: string;
  /** Last accepted TOTP time step; a code at or before it is a replay. */
  last_step: number | null;
  failed_count: number;
  locked: number;
  activated_at: string;
}

export interface TransfersTable {
  id: string;
  customer_id: string;
  /** Per-customer sequence: a stable newest-first order when timestamps tie. */
  seq: number;
  idempotency_key: string;
  request_hash: string;
  reference_no: string;
  transfer_type: 'same-bank' | 'local-bank';
  status: string;
  category: string;
  from_account_id: string;
  from_account_no: string;
  payee_name: string;
  payee_bank_code: string;
  payee_account_no: string;
  payee_account_id: string | null;
  currency: string;
  amount: number;
  fee: number;
  notes: string | null;
  message: string | null;
  reject_reason: string | null;
  created_at: string;
  value_date: string;
  completed_at: string | null;
  entry_id: string;
  settle_entry_id: string | null;
  /** The response data of the first call, returned again for a repeated idempotency key. */
  response_json: string;
  /** 'instant' | 'small-value' | 'express' (ITSI300005); null for ITSI300001 transfers. */
  transfer_kind?: string | null;
  proxy_type?: string | null;
  proxy_value?: string | null;
  /** What the receiving bank answers at settlement: null/'accept' or 'reject'. */
  receiving_bank_reply?: string | null;
  released_at?: string | null;
  plan_id?: string | null;
  refund_entry_id?: string | null;
}

export interface AuthEventsTable {
  id: string;
  at: string;
  customer_id: string | null;
  /** Who the event was about when no customer is known yet (the login id typed). */
  subject: string | null;
  /** e.g. 'login', 'logout', 'login-locked', 'token-activate', 'otp-verify'. */
  event: string;
  /** 'success', 'failure' or 'locked'. */
  outcome: string;
  ip: string | null;
  /** JSON with non-secret details (attempts left, device id). */
  detail: string | null;
}

export interface FpsRegistrationsTable {
  id: string;
  /** Null for identifiers the sandbox treats as registered at another bank. */
  customer_id: string | null;
  /** MOBN phone, EMAL e-mail, HKID identity card, SVID FPS ID. */
  proxy_type: string;
  /** Normalised: E.164 phone, lower-case e-mail, HKID without brackets, FPS ID digits. */
  proxy_value: string;
  bank_code: string;
  account_id: string | null;
  account_no: string;
  currency: string;
  holder_name: string;
  is_default: number;
  /** '1' registered, '2' failed, '3' deregistered, '4' to be verified. */
  state: string;
  fail_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The holder's Chinese name where the registering bank gave one (0028). */
  holder_name_zh: string | null;
  /** 1 when the anti-scam database flags the payee (0028). */
  high_risk: Generated<number>;
  /** How the sandbox's other bank answers: 'ok' | 'timeout' (the name look-up never answers) | 'warning-unavailable' (the scam check is down) | 'reject' (refused at settlement) (0028). */
  behaviour: Generated<string>;
}

export interface SmsChallengesTable {
  id: string;
  customer_id: string;
  /** The transaction code the code protects. */
  purpose: string;
  transaction_id: string;
  mobile: string;
  /** SHA-256 of salt + code; the code itself is never stored outside the outbox. */
  code_hash: string;
  salt: string;
  sent_at: string;
  expires_at: string;
  failed_count: number;
  /** 'pending', 'used', 'locked' or 'replaced' (a newer code was sent). */
  status: string;
  created_at: string;
}

export interface SmsOutboxTable {
  id: string;
  mobile: string;
  body: string;
  created_at: string;
}

export interface Database {
  customers: CustomersTable;
  accounts: AccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  payees: PayeesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  customer_limits: CustomerLimitsTable;
  atm_overseas: AtmOverseasTable;
  customer_contacts: CustomerContactsTable;
  login_failures: LoginFailuresTable;
  bank_clock: BankClockTable;
  rate_limit_windows: RateLimitWindowsTable;
  token_devices: TokenDevicesTable;
  transfers: TransfersTable;
  auth_events: AuthEventsTable;
  small_value_limits: SmallValueLimitsTable;
  transfer_plans: TransferPlansTable;
  fps_registrations: FpsRegistrationsTable;
  flow_versions: FlowVersionsTable;
  journey_bundles: JourneyBundlesTable;
  flow_migration_maps: FlowMigrationMapsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_keys: StaffKeysTable;
  version_approvals: VersionApprovalsTable;
  registry_audit: RegistryAuditTable;
  flow_version_outcomes: FlowVersionOutcomesTable;
  sms_challenges: SmsChallengesTable;
  sms_outbox: SmsOutboxTable;
  bill_templates: BillTemplatesTable;
  bill_payments: BillPaymentsTable;
  bill_requests: BillRequestsTable;
  e_receipts: EReceiptsTable;
  ebill_enrolments: EbillEnrolmentsTable;
  ebill_information: EbillInformationTable;
  direct_debits: DirectDebitsTable;
  regular_payments: RegularPaymentsTable;
  regular_payment_runs: RegularPaymentRunsTable;
  token_security: TokenSecurityTable;
  ocra_challenges: OcraChallengesTable;
  verify_tickets: VerifyTicketsTable;
  passkey_credentials: PasskeyCredentialsTable;
  passkey_challenges: PasskeyChallengesTable;
  device_keys: DeviceKeysTable;
  signing_requests: SigningRequestsTable;
  cheque_books: ChequeBooksTable;
  cheques: ChequesTable;
  cheque_stops: ChequeStopsTable;
  e_cheques: EChequesTable;
  e_cheque_deposits: EChequeDepositsTable;
  time_deposits: TimeDepositsTable;
  e_cheque_merchants: EChequeMerchantsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  qr_withdrawals: QrWithdrawalsTable;
  qr_withdrawal_failures: QrWithdrawalFailuresTable;
  fx_quotes: FxQuotesTable;
  fx_exchanges: FxExchangesTable;
  fx_alerts: FxAlertsTable;
  float_passwords: FloatPasswordsTable;
  account_applications: AccountApplicationsTable;
  account_application_images: AccountApplicationImagesTable;
  analytics_events: AnalyticsEventsTable;
  points_balances: PointsBalancesTable;
  mall_stock: MallStockTable;
  points_redemptions: PointsRedemptionsTable;
  mortgages: MortgagesTable;
  branches: BranchesTable;
  flow_provenance: FlowProvenanceTable;
  biometric_logons: BiometricLogonsTable;
  device_logon_challenges: DeviceLogonChallengesTable;
  risk_rules: RiskRulesTable;
  bound_cards: BoundCardsTable;
  card_bind_requests: CardBindRequestsTable;
  face_scans: FaceScansTable;
  mainland_remittances: MainlandRemittancesTable;
  e_accounts: EAccountsTable;
  email_changes: EmailChangesTable;
  email_outbox: EmailOutboxTable;
  mobile_changes: MobileChangesTable;
  notice_preferences: NoticePreferencesTable;
  prompt_settings: PromptSettingsTable;
  reminders_sent: RemindersSentTable;
  notice_cursors: NoticeCursorsTable;
  open_api_consents: OpenApiConsentsTable;
  phone_banking_pins: PhoneBankingPinsTable;
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
  goods_message_images: GoodsMessageImagesTable;
  card_spending: CardSpendingTable;
}

/** A change of e-mail address waiting for the code sent to the new address (migration 0024). */
export interface EmailChangesTable {
  id: string;
  customer_id: string;
  new_email: string;
  code_hash: string;
  salt: string;
  failed_count: number;
  /** 'pending' | 'used' | 'replaced' | 'locked' */
  status: string;
  sent_at: string;
  expires_at: string;
}

/** What the sandbox "sent" by e-mail (it stands in for the mail server). */
export interface EmailOutboxTable {
  id: string;
  address: string;
  subject: string;
  body: string;
  created_at: string;
}

/** A change of mobile number waiting for the SMS code sent to the new number. */
export interface MobileChangesTable {
  id: string;
  customer_id: string;
  new_mobile: string;
  challenge_id: string;
  transaction_id: string;
  /** 'pending' | 'used' */
  status: string;
  created_at: string;
  expires_at: string;
}

/** A notification kind the customer turned on or off (no row: on). */
export interface NoticePreferencesTable {
  customer_id: string;
  kind: string;
  enabled: number;
  updated_at: string;
}

/** A reminder setting (days or months ahead; 0 never). No row: the bank's default. */
export interface PromptSettingsTable {
  customer_id: string;
  kind: string;
  value: number;
  updated_at: string;
}

/** A reminder raised once. */
export interface RemindersSentTable {
  customer_id: string;
  kind: string;
  subject: string;
  sent_at: string;
}

/** How far notices of a kind of event have been raised (an ISO instant). */
export interface NoticeCursorsTable {
  name: string;
  position: string;
}

/** A third-party app's consent to the open API on the customer's behalf. */
export interface OpenApiConsentsTable {
  id: string;
  customer_id: string;
  client_id: string;
  app_name: string;
  provider: string;
  scopes: string;
  token_hash: string;
  /** 'active' | 'revoked' */
  status: string;
  granted_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface PhoneBankingPinsTable {
  customer_id: string;
  pin_hash: string;
  set_at: string;
  failed_count: number;
  locked_until: string | null;
}

export interface FeedbackTable {
  reference: string;
  customer_id: string;
  category: string;
  message: string;
  image_id: string | null;
  status: string;
  created_at: string;
}

export interface FeedbackImagesTable {
  id: string;
  customer_id: string;
  mime_type: string;
  bytes: number;
  content: Uint8Array;
  feedback_reference: string | null;
  created_at: string;
}

/** A picture a buyer's message asks for, until a redemption claims it (migration 0036). */
export interface GoodsMessageImagesTable {
  id: string;
  customer_id: string;
  mime_type: string;
  bytes: number;
  content: Uint8Array;
  redemption_id: string | null;
  created_at: string;
}

/** A card or QR payment counted against the daily spending limit. */
export interface CardSpendingTable {
  id: string;
  customer_id: string;
  /** 'qr' | 'card' */
  source: string;
  transfer_id: string;
  currency: string;
  amount: number;
  hkd_amount: number;
  created_at: string;
}

/** The flow definition a money-moving request named in its header (migration 0023). */
export interface FlowProvenanceTable {
  customer_id: string;
  tx_code: string;
  idempotency_key: string;
  flow_id: string;
  flow_version: number;
  flow_hash: string;
  created_at: string;
}

/** One-time QR cash withdrawal codes (the code's secret is kept only as its SHA-256). */
export interface QrWithdrawalsTable {
  id: string;
  customer_id: string;
  account_id: string;
  currency: string;
  amount: number;
  code_hash: string;
  /** 'issued' | 'redeemed' */
  status: string;
  idempotency_key: string;
  request_hash: string | null;
  response_json: string | null;
  entry_id: string | null;
  atm_id: string | null;
  created_at: string;
  expires_at: string;
  redeemed_at: string | null;
}

export interface QrWithdrawalFailuresTable {
  id: string;
  atm_id: string;
  at: string;
}


export interface SmallValueLimitsTable {
  customer_id: string;
  limit_amount: number;
  mobile_at_set: string;
  email_at_set: string;
  set_at: string;
  last_used_at: string | null;
}

export interface TransferPlansTable {
  id: string;
  customer_id: string;
  idempotency_key: string;
  request_hash: string;
  from_account_id: string;
  payee_name: string;
  payee_bank_code: string;
  payee_account_no: string;
  currency: string;
  amount: number;
  notes: string | null;
  /** 'once' | 'monthly' */
  frequency: string;
  start_date: string;
  end_date: string | null;
  next_date: string | null;
  /** 'active' | 'finished' | 'cancelled' */
  status: string;
  runs: number;
  last_result: string | null;
  created_at: string;
}

export interface BillTemplatesTable {
  id: string;
  customer_id: string;
  merchant_id: string;
  bill_type: string;
  bill_no: string;
  nickname: string | null;
  created_at: string;
  /** Effective date of the last payment made for this bill. */
  last_effective_date: string | null;
  /** Deleted templates are kept (history points at them) but never listed. */
  deleted_at: string | null;
}

export interface BillPaymentsTable {
  id: string;
  customer_id: string;
  seq: number;
  reference_no: string;
  transaction_no: string;
  merchant_id: string;
  bill_type: string;
  bill_no: string;
  nickname: string | null;
  from_account_id: string;
  from_account_no: string;
  currency: string;
  amount: number;
  /** 'now' (debited when confirmed) or 'forward' (debited on its effective date). */
  kind: 'now' | 'forward';
  effective_date: string;
  /** Bill transaction status (spec section 4): 0/1 in progress, 2 accepted, 3 rejected, 4 cancelled. */
  status: string;
  channel: string;
  need_receipt: string;
  receipt_name: string | null;
  receipt_email: string | null;
  template_id: string | null;
  /** Journal entry of the debit; null until money moved. */
  entry_id: string | null;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface BillRequestsTable {
  customer_id: string;
  idempotency_key: string;
  request_hash: string;
  /** The first answer, returned again for a repeated idempotency key. */
  response_json: string;
  created_at: string;
}

export interface EReceiptsTable {
  id: string;
  customer_id: string;
  payment_id: string;
  receipt_no: string;
  receipt_date: string;
  receipt_name: string;
  receipt_email: string;
  merchant_id: string;
  bill_type: string;
  bill_no: string;
  payment_date: string;
  from_account_no: string;
  currency: string;
  amount: number;
  merchant_remark: string | null;
  other_info: string | null;
  created_at: string;
}

/** E-bill information a participant sent for an accepted enrolment (one per month). */
export interface EbillInformationTable {
  id: string;
  enrolment_id: string;
  customer_id: string;
  /** YYYY-MM. */
  bill_month: string;
  issue_date: string;
  due_date: string;
  amount: number;
  currency: string;
  created_at: string;
}

export interface EbillEnrolmentsTable {
  id: string;
  /** Null for enrolments held at other banks (they count towards the limit per bill). */
  customer_id: string | null;
  bank_code: string;
  reference_no: string;
  idempotency_key: string | null;
  request_hash: string | null;
  merchant_id: string;
  bill_type: string;
  bill_no: string;
  own_bill: number;
  id_type: string;
  id_last4: string;
  birth_month: string;
  email: string;
  owner_name: string;
  /** 1 in progress, 2 accepted, 3 lapsed, 4 rejected, 5 cancelled. */
  status: string;
  /** When the participating merchant answers (the sandbox's simulated delay). */
  respond_at: string | null;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  response_json: string | null;
}

export interface DirectDebitsTable {
  id: string;
  customer_id: string;
  reference_no: string;
  idempotency_key: string;
  request_hash: string;
  merchant_id: string;
  /** 'proxy' (merchant proxy ID) or 'account' (merchant account number). */
  creditor_type: string;
  creditor_id: string;
  debtor_reference: string;
  currency: string;
  from_account_id: string;
  from_account_no: string;
  /** 1 when there is no upper limit; upper_limit is then null (never a sentinel amount). */
  no_upper_limit: number;
  upper_limit: number | null;
  periodicity: string;
  max_count: number;
  /** '0' until further notice, '1' until expiry_date. */
  expiry_option: string;
  expiry_date: string | null;
  /** SUPC, SUCC, PEND, FAIL, CNCL. */
  status: string;
  /** When the merchant's bank confirms a PEND authorisation. */
  confirm_at: string | null;
  created_at: string;
  updated_at: string;
  response_json: string;
  /** The last amendment or cancellation: key, fingerprint and answer, for idempotent changes. */
  change_key: string | null;
  change_hash: string | null;
  change_json: string | null;
}

export interface RegularPaymentsTable {
  id: string;
  customer_id: string;
  reference_no: string;
  idempotency_key: string;
  request_hash: string;
  merchant_id: string;
  bill_type: string;
  bill_no: string;
  from_account_id: string;
  from_account_no: string;
  currency: string;
  amount: number;
  /** 1 to 28; 28 is the last day of the month. */
  payment_day: number;
  /** YYYY-MM. */
  start_month: string;
  /** '1' end month given, '2' until further notice. */
  end_option: string;
  end_month: string | null;
  /** 'Y' or 'N'. */
  receipt: string;
  receipt_name: string | null;
  receipt_email: string | null;
  /** 1 effective, 2 not effective (yet), 3 cancelled, 4 processing (a change waits for its date). */
  status: string;
  /** First business day the instruction runs (the next business day after set-up). */
  effective_from: string;
  /** A modification waiting for pending_from (next business day). */
  pending_json: string | null;
  pending_from: string | null;
  /** A deletion waiting for its date. */
  cancel_from: string | null;
  created_at: string;
  updated_at: string;
  response_json: string;
  /** The last amendment or cancellation: key, fingerprint and answer, for idempotent changes. */
  change_key: string | null;
  change_hash: string | null;
  change_json: string | null;
}

export interface RegularPaymentRunsTable {
  id: string;
  schedule_id: string;
  customer_id: string;
  /** YYYY-MM; unique per schedule, so a month is paid at most once. */
  month: string;
  due_date: string;
  run_date: string;
  reference_no: string;
  amount: number;
  currency: string;
  /** 'done' (money moved) or 'failed' (reason says why, no money moved). */
  status: string;
  reason: string | null;
  entry_id: string | null;
  executed_at: string;
}

/** Mobile-token PIN and lock state of one device (one token per device). */
export interface TokenSecurityTable {
  id: string;
  customer_id: string;
  device_id: string;
  /** scrypt$salt$hash of the token PIN; null once the token is disabled. */
  pin_hash: string | null;
  /** Encrypted key that unwraps the seed kept on the device; released only after the PIN. */
  unlock_key_enc: string | null;
  pin_failures: number;
  temp_locks: number;
  locked_until: string | null;
  /** 'active' or 'disabled' (after repeated temporary locks: reactivation needed). */
  status: string;
  /** Last accepted OCRA time step: a response at or before it is a replay. */
  last_ocra_step: number | null;
  updated_at: string;
}

/** A transaction-code challenge: single use, short-lived, few attempts. */
export interface OcraChallengesTable {
  id: string;
  customer_id: string;
  device_id: string;
  question: string;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  failed_count: number;
}

/** Proof of a strengthened verification: single use, bound to customer and business type. */
export interface VerifyTicketsTable {
  id: string;
  /** SHA-256 of the ticket; the ticket itself is only ever in the customer's hands. */
  ticket_hash: string;
  customer_id: string;
  biz_type: string;
  /** JSON list of the modes that were passed. */
  modes: string;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  /** The idempotency key of the instruction it was spent for (a retry of it is accepted). */
  used_for: string | null;
}

/** A WebAuthn credential (passkey) of a customer; id is the credential id (base64url). */
export interface PasskeyCredentialsTable {
  id: string;
  customer_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** Last signature counter seen; a lower or equal one (when non-zero) is a cloned key. */
  counter: number;
  /** JSON list of transports reported at registration. */
  transports: string | null;
  device_name: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A one-time WebAuthn challenge; deleted when used, refused after expires_at. */
export interface PasskeyChallengesTable {
  id: string;
  /** Null for a passkey logon, where the customer is not known yet. */
  customer_id: string | null;
  /** 'register', 'login' or 'confirm'. */
  purpose: string;
  challenge: string;
  expires_at: string;
}

/** A device signing key (ECDSA P-256) registered for certificate signing. */
export interface DeviceKeysTable {
  id: string;
  customer_id: string;
  device_id: string;
  /** The certificate number the bank gives the key. */
  cert_no: string;
  /** SubjectPublicKeyInfo, base64. */
  public_key: string;
  created_at: string;
}

/** One hash the customer is asked to sign (a sealHashList entry), then its signature. */
export interface SigningRequestsTable {
  /** The hashId. */
  id: string;
  customer_id: string;
  cert_no: string;
  /** 'loan' (ITSI108021) or 'deposit' (ITSI108515) agreement. */
  seal_type: string;
  document_ref: string;
  /** Base64 SHA-256 of the document and the bank's nonce. */
  seal_hash: string;
  expires_at: string;
  signed_at: string | null;
  /** Base64 ECDSA signature (IEEE P1363) once verified. */
  signature: string | null;
}

export interface ChequeBooksTable {
  id: string;
  customer_id: string;
  account_id: string;
  first_no: number;
  last_no: number;
  issued_at: string;
}

export interface ChequesTable {
  book_id: string;
  cheque_no: number;
  /** domain/cheques/stop.ts ChequeStatus */
  status: string;
  stop_id: string | null;
  updated_at: string;
}

export interface ChequeStopsTable {
  id: string;
  customer_id: string;
  reference_no: string;
  book_id: string;
  from_no: number;
  to_no: number;
  reason: string;
  fee_account_id: string;
  fee: number;
  currency: string;
  entry_id: string | null;
  /** [{ chequeNo, result, reason? }] */
  results_json: string;
  created_at: string;
}

/** Spec section 4 cheque statuses used by e-cheques: apply (issued, waiting for the drawer's
 * certificate signature), normal (signed, unpresented), in-transit (deposited, waiting for
 * clearing), used (cleared), back-to-bank (bounced), stopped. */
export type EChequeStatus = 'apply' | 'apply-failure' | 'normal' | 'in-transit' | 'used' | 'back-to-bank' | 'stopped' | 'destroyed' | 'internal-void';

export interface EChequesTable {
  id: string;
  cheque_no: string;
  drawer_customer_id: string;
  drawer_account_id: string;
  drawer_account_no: string;
  drawer_name: string;
  payee_name: string;
  currency: string;
  amount: number;
  cheque_date: string;
  memo: string | null;
  status: EChequeStatus;
  /** SHA-256 (hex) of the PDF as sealed, signature block included; '' while in 'apply'. */
  pdf_sha256: string;
  pdf_base64: string;
  /** The drawer's device certificate that signed the cheque, and when (null for sandbox cheques). */
  drawer_cert_no: string | null;
  drawer_signed_at: string | null;
  stop_fee_account_id: string | null;
  stop_entry_id: string | null;
  /** Why the cheque bounced ('insufficient-funds') or was stopped (the drawer's reason). */
  status_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface EChequeDepositsTable {
  id: string;
  cheque_id: string;
  /** The depositing customer; for a payment by e-cheque (ITSI700012), the merchant's id. */
  customer_id: string;
  account_id: string;
  account_no: string;
  currency: string;
  amount: number;
  clearing_date: string;
  /** 'pending' until the clearing date, then 'cleared' or 'bounced'. */
  status: 'pending' | 'cleared' | 'bounced';
  bounce_reason: string | null;
  entry_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface TimeDepositsTable {
  /** The deposit number the customer sees (TD...). */
  id: string;
  customer_id: string;
  currency: string;
  principal: number;
  /** Spec period code: 1D ... 368D, 1M ... 60M. */
  period: string;
  /** Annual rate in parts per million. */
  rate_ppm: number;
  value_date: string;
  maturity_date: string;
  days: number;
  interest_at_maturity: number;
  /** Spec section 3 expire instruction: '1', '3' or '4'. */
  instruction: string;
  settlement_account_id: string;
  /** 'active' | 'matured' | 'renewed' | 'withdrawn' */
  status: string;
  reference_no: string;
  entry_id: string | null;
  placed_at: string;
  idempotency_key: string | null;
  request_hash: string | null;
  response_json: string | null;
  renewed_from: string | null;
  renewed_to: string | null;
  closed_at: string | null;
  closing_reference_no: string | null;
  closing_entry_id: string | null;
  interest_paid: number | null;
  fee: number | null;
  paid_out: number | null;
  withdraw_key: string | null;
  withdraw_hash: string | null;
  withdraw_json: string | null;
}

/** Bill merchants that accept payment by e-cheque (migration 0013) and their collection account. */
export interface EChequeMerchantsTable {
  merchant_id: string;
  /** 1: accepts e-cheque payment; 0 (or no row): does not. */
  accepts_e_cheque: number;
  /** The merchant's collection account at this bank (a 'merchant-collection' ledger account). */
  collection_account_no: string;
  updated_at: string;
}

/** A notice from the bank: to every customer (customer_id null) or to one. */
export interface NoticesTable {
  id: string;
  customer_id: string | null;
  /** service, security, account. */
  category: string;
  title_zh_tw: string;
  title_zh_cn: string;
  title_en: string;
  summary_zh_tw: string;
  summary_zh_cn: string;
  summary_en: string;
  body_zh_tw: string;
  body_zh_cn: string;
  body_en: string;
  published_at: string;
}

/** That a customer has read a notice, and when first. */
export interface NoticeReadsTable {
  notice_id: string;
  customer_id: string;
  read_at: string;
}

/** A quote held for a currency exchange (migration 0018); rates in millionths. */
export interface FxQuotesTable {
  id: string;
  customer_id: string;
  from_account_id: string;
  to_account_id: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: number;
  buy_amount: number;
  sell_rate: number;
  buy_rate: number;
  rate_micros: number;
  created_at: string;
  expires_at: string;
  used_by: string | null;
}

/** A currency exchange between two of the customer's own accounts. */
export interface FxExchangesTable {
  id: string;
  customer_id: string;
  quote_id: string;
  from_account_id: string;
  to_account_id: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: number;
  buy_amount: number;
  rate_micros: number;
  reference_no: string;
  entry_id: string;
  created_at: string;
  idempotency_key: string;
  request_hash: string | null;
  response_json: string | null;
}

/** A rate alert: 'watching' until the board crosses the level, then 'triggered' (a notice is sent). */
export interface FxAlertsTable {
  id: string;
  customer_id: string;
  currency: string;
  side: string;
  direction: string;
  level: number;
  status: string;
  created_at: string;
  triggered_at: string | null;
  triggered_rate: number | null;
}

/** The customer's transaction (float) password, scrypt-hashed, with its wrong-attempt lock. */
export interface FloatPasswordsTable {
  customer_id: string;
  password_hash: string;
  strength: string;
  set_at: string;
  failed_count: number;
  locked_until: string | null;
}

/** An online account-opening application (migration 0022). */
export interface AccountApplicationsTable {
  id: string;
  reference_no: string;
  /** submitted, under-review, approved, rejected. */
  status: string;
  product_code: string;
  birth_date: string;
  name_zh: string;
  name_en: string;
  id_type: string;
  id_number: string;
  nationality: string;
  mobile: string;
  email: string;
  address_json: string;
  login_id: string;
  password_hash: string;
  contact_json: string;
  declarations_json: string;
  answers_json: string;
  risk_score: number;
  risk_level: number;
  idempotency_key: string;
  request_hash: string;
  submitted_at: string;
  review_at: string;
  decide_at: string;
  updated_at: string;
  reject_reason: string | null;
  customer_id: string | null;
  card_no: string | null;
  /** none, mailed, active. */
  card_status: ColumnType<string, string | undefined, string>;
  card_activated_at: string | null;
}

/** An ID photo sent with an application (front, back of the card, selfie). */
export interface AccountApplicationImagesTable {
  id: string;
  application_id: string | null;
  upload_key: string;
  kind: string;
  mime_type: string;
  bytes: number;
  content: Uint8Array;
  created_at: string;
}

/** Analytics events received (spec section 7): the listed fields only, never the customer's data. */
export interface AnalyticsEventsTable {
  id: string;
  received_at: string;
  /** 'pageview' | 'click' */
  type: string;
  event_id: string;
  page: string;
  prod_id: string | null;
  channel_id: string | null;
  app_id: string | null;
  referrer: string | null;
  cust_source: string | null;
  active_id: string | null;
  manager_id: string | null;
  description: string | null;
  reserve1: string | null;
}

export interface PointsBalancesTable {
  customer_id: string;
  balance: number;
}

/** Stock of each option combination of the points mall's goods. */
export interface MallStockTable {
  sku_id: string;
  goods_id: string;
  stock: number;
}

export interface PointsRedemptionsTable {
  id: string;
  customer_id: string;
  goods_id: string;
  sku_id: string;
  quantity: number;
  /** Points taken from the balance. */
  points: number;
  idempotency_key: string;
  request_hash: string;
  response_json: string;
  created_at: string;
}

/** A customer's home loan (migration 0019); the schedule is computed from the terms. */
export interface MortgagesTable {
  id: string;
  customer_id: string;
  loan_no: string;
  currency: string;
  principal: number;
  /** Annual rate in parts per million. */
  rate_ppm: number;
  months: number;
  drawdown_date: string;
  first_due_date: string;
  repayment_account_id: string;
  property_zh_tw: string;
  property_zh_cn: string;
  property_en: string;
  /** 'active' | 'repaid' */
  status: string;
  created_at: string;
}

/** The bank's branches in Hong Kong and Macau (migration 0019, ITSI098008/ITSI098009). */
export interface BranchesTable {
  code: string;
  /** '852' Hong Kong, '853' Macau. */
  region: string;
  district: string;
  name_zh_tw: string;
  name_zh_cn: string;
  name_en: string;
  address_zh_tw: string;
  address_zh_cn: string;
  address_en: string;
  latitude_e4: number;
  longitude_e4: number;
  phone: string;
  weekday_hours: string;
  saturday_hours: string | null;
  services: string;
}

/** The sandbox clock's offset from real time, one row (migration 0027, ITSI900002). */
export interface BankClockTable {
  id: number;
  offset_ms: number;
  updated_at: string;
}

/** The bank's limits' fixed windows (the API's per route and client, the bank's own per customer), shared by every process (0027). */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds when the window ends: real time for the API's, the bank's clock for keys `bank:…`. */
  ends_at: number;
}

/** A mainland debit card bound to a customer (migration 0025): kept by fingerprint and masked number only. */
export interface BoundCardsTable {
  id: string;
  customer_id: string;
  card_fingerprint: string;
  masked_card_no: string;
  bank_code: string;
  holder_name: string;
  reserved_mobile: string;
  /** 'active' | 'removed' */
  status: string;
  bound_at: string;
  removed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Checked card details waiting for the SMS code sent to the card's reserved mobile. */
export interface CardBindRequestsTable {
  id: string;
  customer_id: string;
  card_fingerprint: string;
  masked_card_no: string;
  bank_code: string;
  holder_name: string;
  reserved_mobile: string;
  /** 'pending' | 'bound' | 'replaced' */
  status: string;
  created_at: string;
  expires_at: string;
  card_id: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  response_json: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An accepted face scan (ITSI510030), which one multiple verify may name once. */
export interface FaceScansTable {
  id: string;
  customer_id: string;
  created_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An RMB remittance to the customer's bound mainland card. */
export interface MainlandRemittancesTable {
  id: string;
  customer_id: string;
  card_id: string;
  from_account_id: string;
  currency: string;
  amount: number;
  reference_no: string;
  entry_id: string;
  hk_date: string;
  created_at: string;
  idempotency_key: string;
  request_hash: string | null;
  response_json: string | null;
}

/** An electronic account opened online (one per currency and customer). */
export interface EAccountsTable {
  id: string;
  customer_id: string;
  account_id: string;
  currency: string;
  opened_at: string;
  idempotency_key: string;
  response_json: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Bound devices that may log on with fingerprint / Face ID (migration 0026). */
export interface BiometricLogonsTable {
  device_id: string;
  customer_id: string;
  enabled_at: string;
}

/** Single-use challenges of a fingerprint / Face ID log-on, answered by the device's token (OCRA). */
export interface DeviceLogonChallengesTable {
  id: string;
  customer_id: string;
  device_id: string;
  question: string;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  failed_count: number;
}

/** The sandbox's risk rules: 'device' (termNo), 'customer' (id) or 'payee-account' ('bankCode:digits'). */
export interface RiskRulesTable {
  id: string;
  kind: string;
  value: string;
  created_at: string;
}

/** A version of a journey's definition in the flow registry (0029, docs/publishing.md). */
export interface FlowVersionsTable {
  flow_id: string;
  number: number;
  hash: string;
  definition: string;
  compiled: string;
  path: string;
  based_on: number;
  /** 'draft' | 'published' | 'retired' | 'withdrawn' (0031: a retired version whose runs move by a migration map) */
  state: string;
  created_by: string;
  created_at: string;
  published_by: string | null;
  published_at: string | null;
  retired_by: string | null;
  retired_at: string | null;
  /** 'texts' | 'form' | 'structure' | 'money' against the version it replaces (0032). */
  change_class: string | null;
  /** Who gets it while it rolls out (0033, domain/publishing/rollout.ts); null: everyone. */
  rollout: string | null;
}

/** A file of a published journey's compiled code (0030, docs/publishing.md). */
export interface JourneyBundlesTable {
  name: string;
  flow_id: string;
  number: number;
  /** 1: the module the shell imports; 0: a part it loads on demand. */
  entry: number;
  sha256: string;
  code: string;
  created_at: string;
}

/** A withdrawn version's runs move to another version step by step (0031, docs/publishing.md). */
export interface FlowMigrationMapsTable {
  flow_id: string;
  from_number: number;
  to_number: number;
  /** JSON: step of the withdrawn version -> step of the new one. */
  steps: string;
  created_by: string;
  created_at: string;
}

/** A member of the studio's staff (0032, docs/publishing.md). */
export interface StaffTable {
  staff_id: string;
  login_id: string;
  name: string;
  /** 'author' | 'approver' | 'qa' */
  role: string;
  password_hash: string;
  totp_secret: string;
  last_otp_step: number | null;
  created_at: string;
}

export interface StaffSessionsTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
}

/** A public key a staff member's browser signs approvals with (JWK). */
export interface StaffKeysTable {
  key_id: string;
  staff_id: string;
  public_key: string;
  created_at: string;
}

/** An approver's signed decision on a version. */
export interface VersionApprovalsTable {
  flow_id: string;
  number: number;
  staff_id: string;
  /** 'approve' | 'reject' */
  decision: string;
  hash: string;
  change_class: string;
  key_id: string;
  signature: string;
  decided_at: string;
}

/** The registry's audit log: each entry holds the hash of the one before. */
export interface RegistryAuditTable {
  seq: number;
  at: string;
  actor: string;
  action: string;
  flow_id: string | null;
  number: number | null;
  detail: string;
  prev_hash: string;
  hash: string;
}

/** Money-moving requests a version's runs made: answered and refused (0033). */
export interface FlowVersionOutcomesTable {
  flow_id: string;
  number: number;
  answered: number;
  refused: number;
}
