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
  token_security: TokenSecurityTable;
  ocra_challenges: OcraChallengesTable;
  verify_tickets: VerifyTicketsTable;
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
}
