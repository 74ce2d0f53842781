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
  passkey_credentials: PasskeyCredentialsTable;
  passkey_challenges: PasskeyChallengesTable;
  device_keys: DeviceKeysTable;
  signing_requests: SigningRequestsTable;
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
