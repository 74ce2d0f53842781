// Table shapes as the query layer sees them. Money and counters are numbers here: SQLite
// returns integers as numbers and the PostgreSQL pool parses int8 to number (see connect.ts).
// Timestamps are ISO-8601 UTC text of fixed width, so text order is time order on both
// databases. Flags are 0/1 integers because SQLite has no boolean type.

export type AccountKind = 'customer' | 'clearing' | 'settlement';

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

export interface Database {
  customers: CustomersTable;
  accounts: AccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  payees: PayeesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  token_devices: TokenDevicesTable;
  transfers: TransfersTable;
  auth_events: AuthEventsTable;
  ebill_enrolments: EbillEnrolmentsTable;
  direct_debits: DirectDebitsTable;
  regular_payments: RegularPaymentsTable;
  regular_payment_runs: RegularPaymentRunsTable;
}
